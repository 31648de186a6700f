import { type Locale, localizedPath } from '@contract/locales';
import { FULL_REFUND_HOURS_BEFORE_START, POLICY_PATHS } from '@contract/policies';
import { CalendarClock } from 'lucide-react';
import { useLingui } from '@/components/i18n';
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
  const { i18n } = useLingui();
  return (
    <section
      aria-label={i18n._('cancellationPolicy.name')}
      className={cn('flex items-start gap-3 rounded-2xl bg-teal-50 p-4 text-sm text-ink', className)}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-teal-700" />
      <p className="leading-relaxed">
        <span className="font-semibold">{i18n._('cancellationPolicy.heading')}</span>{' '}
        {i18n._('cancellationPolicy.rule', { hours: FULL_REFUND_HOURS_BEFORE_START })}
        {withLink ? (
          <>
            {' '}
            {/* A new tab: the visitor is choosing a session or paying, and keeps their place. */}
            <a
              href={localizedPath(`${POLICY_PATHS.terms}#${CANCELLATIONS_SECTION_ID}`, i18n.locale as Locale)}
              target="_blank"
              rel="noopener"
              className="font-medium text-link underline underline-offset-4"
            >
              {i18n._('cancellationPolicy.readTerms')}
              <span className="sr-only"> {i18n._('link.newTab')}</span>
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
