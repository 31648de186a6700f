import { MESSAGE_MAX, MessageInput } from '@contract/conversations';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useFieldMessage } from '@/lib/form-validation';
import { useSendToSession } from '../api/send-to-session';
import { useLingui } from '../i18n';

/** The guide writes one message to everyone booked on a session: it lands in each booking's conversation. */
export function WriteToEveryone({ sessionId }: { sessionId: number }) {
  const { i18n } = useLingui();
  const send = useSendToSession(sessionId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldMessage = useFieldMessage();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MessageInput.safeParse({ body: draft });
    if (!parsed.success) {
      setProblem(fieldMessage(parsed.error.issues[0]?.message) ?? i18n._('conversations.write.empty'));
      return;
    }
    setProblem(null);
    try {
      const { sent } = await send.mutateAsync(parsed.data.body);
      setDraft('');
      toast({
        title: i18n._('conversations.everyone.sentTitle'),
        description:
          sent === 1
            ? i18n._('conversations.everyone.sentOne')
            : i18n._('conversations.everyone.sentAll', { count: sent }),
        variant: 'success',
      });
    } catch (error) {
      setProblem(errorMessage(error, i18n._('conversations.write.notSent')));
    }
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2" noValidate>
      <label htmlFor={`everyone-${sessionId}`} className="text-sm font-medium text-ink">
        {i18n._('conversations.everyone.label')}
      </label>
      <Textarea
        id={`everyone-${sessionId}`}
        rows={3}
        value={draft}
        maxLength={MESSAGE_MAX}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={i18n._('conversations.everyone.placeholder')}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? <p className="text-sm text-danger-600">{problem}</p> : null}
      <Button type="submit" size="sm" variant="soft" className="justify-self-start" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {i18n._('conversations.everyone.send')}
      </Button>
    </form>
  );
}
