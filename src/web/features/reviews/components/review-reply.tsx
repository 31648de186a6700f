import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { ReviewReply } from '@contract/reviews';
import { CornerDownRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLingui } from '../i18n';

/** The guide's public reply, set under the review it answers. */
export function ReviewReplyBlock({
  reply,
  guideName,
  className,
}: {
  reply: ReviewReply;
  guideName: string;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className={cn('rounded-2xl border-l-4 border-teal-600 bg-sand-50 p-4', className)}>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <CornerDownRight aria-hidden="true" className="size-4 text-teal-700" />
        <span className="font-semibold text-ink">{i18n._('reviews.reply.from', { name: guideName })}</span>
        <span className="text-ink-muted">
          <time dateTime={reply.createdAt}>
            {formatDate(reply.createdAt, 'short', i18n.locale as Locale)}
          </time>
          {reply.editedAt ? ` · ${i18n._('reviews.reply.edited')}` : ''}
        </span>
      </p>
      <p className="mt-2 leading-relaxed whitespace-pre-line break-words text-ink">{reply.text}</p>
    </div>
  );
}
