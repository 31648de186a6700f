import { SUPPORT_EMAIL } from '@contract/brand';
import { cn } from '@/lib/cn';
import { Trans } from './i18n';

/**
 * The line at the foot of a seeker's booking pages that says where to write with a question; each page words
 * the question its own way, in a message with the address as `<0/>`.
 */
export function SupportLine({ messageId, className }: { messageId: string; className?: string }) {
  return (
    <p className={cn('text-center text-sm text-ink-muted', className)}>
      <Trans
        id={messageId}
        components={{
          0: (
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          ),
        }}
      />
    </p>
  );
}
