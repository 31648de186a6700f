import { MESSAGE_MAX, MessageInput } from '@contract/conversations';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useFieldMessage } from '@/lib/form-validation';
import { useSendToSession } from '../api/send-to-session';

/** The guide writes one message to everyone booked on a session: it lands in each booking's conversation. */
export function WriteToEveryone({ sessionId }: { sessionId: number }) {
  const send = useSendToSession(sessionId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldMessage = useFieldMessage();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MessageInput.safeParse({ body: draft });
    if (!parsed.success) {
      setProblem(fieldMessage(parsed.error.issues[0]?.message) ?? 'Please write a message');
      return;
    }
    setProblem(null);
    try {
      const { sent } = await send.mutateAsync(parsed.data.body);
      setDraft('');
      toast({
        title: 'Message sent',
        description: sent === 1 ? 'Sent to the 1 seeker booked.' : `Sent to all ${sent} seekers booked.`,
        variant: 'success',
      });
    } catch (error) {
      setProblem(errorMessage(error, 'Your message was not sent. Please try again.'));
    }
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2" noValidate>
      <label htmlFor={`everyone-${sessionId}`} className="text-sm font-medium text-ink">
        Write to everyone booked on this session
      </label>
      <Textarea
        id={`everyone-${sessionId}`}
        rows={3}
        value={draft}
        maxLength={MESSAGE_MAX}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="For example: what to bring, or where to find the door"
        aria-invalid={problem ? true : undefined}
      />
      {problem ? <p className="text-sm text-danger-600">{problem}</p> : null}
      <Button type="submit" size="sm" variant="soft" className="justify-self-start" disabled={send.isPending}>
        <Send aria-hidden="true" />
        Send to everyone
      </Button>
    </form>
  );
}
