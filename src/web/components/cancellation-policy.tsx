import { POLICY_PATHS, REFUND_RULE } from '@contract/policies';
import { CalendarClock } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The id of the Terms' section on cancellations, which the note links to. */
export const CANCELLATIONS_SECTION_ID = 'cancellations';

/**
 * The seeker's refund rule, shown where money is about to move (the booking card, the checkout page) and where it
 * comes back (the cancel dialog), in the same words each time.
 */
export function CancellationPolicy({
  className,
  withLink = true,
}: {
  className?: string;
  withLink?: boolean;
}) {
  return (
    <section
      aria-label="Cancellation policy"
      className={cn('flex items-start gap-3 rounded-2xl bg-teal-50 p-4 text-sm text-ink', className)}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-teal-700" />
      <p className="leading-relaxed">
        <span className="font-semibold">Cancellation policy.</span> {REFUND_RULE}
        {withLink ? (
          <>
            {' '}
            {/* A new tab: the visitor is choosing a session or paying, and keeps their place. */}
            <a
              href={`${POLICY_PATHS.terms}#${CANCELLATIONS_SECTION_ID}`}
              target="_blank"
              rel="noopener"
              className="font-medium text-link underline underline-offset-4"
            >
              Read the terms
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
