import {
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
  MESSAGE_MAX,
  MessageInput,
} from '@contract/conversations';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFieldMessage } from '@/lib/form-validation';
import { personName } from '@/lib/person-names';
import * as conversationKeys from '../api/conversation-keys';
import { useConversation } from '../api/get-conversation';
import { useReportConversation } from '../api/report-conversation';
import { useSendMessage } from '../api/send-message';
import { useLingui } from '../i18n';
import { MessageText } from './message-text';

interface ConversationDialogProps {
  bookingId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The conversation of one booking, between its seeker and its guide. */
export function ConversationDialog({ bookingId, open, onOpenChange }: ConversationDialogProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const queryClient = useQueryClient();
  const conversation = useConversation(bookingId, open);
  const send = useSendMessage(bookingId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldMessage = useFieldMessage();
  const [reporting, setReporting] = useState(false);
  const data = conversation.data;

  // Opening the conversation read it: the header's count goes down.
  useEffect(() => {
    if (data) void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
  }, [data, queryClient]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MessageInput.safeParse({ body: draft });
    if (!parsed.success) {
      setProblem(fieldMessage(parsed.error.issues[0]?.message) ?? i18n._('conversations.write.empty'));
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync(parsed.data.body);
      setDraft('');
    } catch (error) {
      setProblem(errorMessage(error, i18n._('conversations.write.notSent')));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-h-[90dvh] grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr_auto] gap-4 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{i18n._('conversations.dialog.title')}</DialogTitle>
          <DialogDescription>
            {data
              ? i18n._('conversations.dialog.about', {
                  title: data.sessionTitle,
                  when: formatDate(data.sessionStartsAt, 'weekdayTime', locale),
                  seeker: personName(i18n, data.seekerName),
                  guide: data.guideName,
                })
              : i18n._('conversations.dialog.aboutBooking')}
          </DialogDescription>
        </DialogHeader>

        <div className="min-h-40 overflow-y-auto rounded-2xl bg-sand-50 p-3" aria-live="polite">
          {conversation.isPending ? (
            <div className="grid gap-2" aria-hidden="true">
              <Skeleton className="h-12 w-3/4" />
              <Skeleton className="ml-auto h-12 w-2/3" />
            </div>
          ) : conversation.isError ? (
            <p className="text-sm text-danger-600">
              {errorMessage(conversation.error, i18n._('conversations.dialog.loadFailed'))}
            </p>
          ) : data && data.items.length === 0 ? (
            <p className="p-4 text-center text-sm text-ink-muted">{i18n._('conversations.dialog.empty')}</p>
          ) : (
            <ol className="grid gap-3">
              {data?.total && data.total > data.items.length ? (
                <li className="text-center text-xs text-ink-muted">
                  {i18n._('conversations.dialog.latest', { shown: data.items.length, total: data.total })}
                </li>
              ) : null}
              {data?.items.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    'max-w-[85%] min-w-0 rounded-2xl px-4 py-2 text-sm',
                    message.mine ? 'ml-auto bg-teal-700 text-white' : 'bg-white text-ink shadow-sm',
                  )}
                >
                  <p className={cn('mb-1 text-xs', message.mine ? 'text-teal-50' : 'text-ink-muted')}>
                    {message.mine ? i18n._('conversations.message.you') : message.senderName} ·{' '}
                    {formatDate(message.createdAt, 'dateTime', locale)}
                  </p>
                  <MessageText body={message.body} />
                </li>
              ))}
            </ol>
          )}
        </div>

        {conversation.isError ? null : data && !data.canWrite ? (
          <p className="rounded-2xl bg-sand-50 p-3 text-sm text-ink-muted">
            {i18n._('conversations.dialog.closed')}
          </p>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-2" noValidate>
            <label htmlFor={`message-${bookingId}`} className="sr-only">
              {i18n._('conversations.write.label')}
            </label>
            <Textarea
              id={`message-${bookingId}`}
              rows={3}
              value={draft}
              maxLength={MESSAGE_MAX}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={i18n._('conversations.write.placeholder')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `message-${bookingId}-problem` : undefined}
            />
            {problem ? (
              <p id={`message-${bookingId}-problem`} className="text-sm text-danger-600">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ReportButton
                bookingId={bookingId}
                reported={data?.reported ?? false}
                open={reporting}
                onOpenChange={setReporting}
              />
              <Button type="submit" className="ml-auto" disabled={send.isPending}>
                <Send aria-hidden="true" />
                {i18n._('conversations.write.send')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Asks an admin to read the conversation; an admin then can, and each read is recorded. */
function ReportButton({
  bookingId,
  reported,
  open,
  onOpenChange,
}: {
  bookingId: number;
  reported: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const report = useReportConversation(bookingId);
  const [reason, setReason] = useState<ConversationReportReason>('harassment');
  if (reported) return <p className="text-xs text-ink-muted">{i18n._('conversations.report.done')}</p>;
  if (!open) {
    return (
      <Button type="button" size="sm" variant="ghost" onClick={() => onOpenChange(true)}>
        <Flag aria-hidden="true" />
        {i18n._('conversations.report.button')}
      </Button>
    );
  }
  const onReport = async () => {
    try {
      await report.mutateAsync({ reason });
      toast({
        title: i18n._('conversations.report.sentTitle'),
        description: i18n._('conversations.report.sent'),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: i18n._('conversations.report.failedTitle'),
        description: errorMessage(error, i18n._('conversations.report.failed')),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`report-reason-${bookingId}`} className="sr-only">
        {i18n._('conversations.report.why')}
      </label>
      <select
        id={`report-reason-${bookingId}`}
        value={reason}
        onChange={(event) => setReason(event.target.value as ConversationReportReason)}
        className="h-9 rounded-full border border-border bg-white px-3 text-sm"
      >
        {CONVERSATION_REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {CONVERSATION_REPORT_REASON_LABELS[value]}
          </option>
        ))}
      </select>
      <Button type="button" size="sm" variant="outline" onClick={onReport} disabled={report.isPending}>
        {i18n._('conversations.report.send')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => onOpenChange(false)}>
        {i18n._('conversations.report.cancel')}
      </Button>
    </div>
  );
}
