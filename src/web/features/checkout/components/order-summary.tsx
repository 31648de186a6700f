import { PRODUCT_NAME } from '@contract/brand';
import type { CheckoutSummary } from '@contract/checkout';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { practiceName } from '@/lib/option-names/option-names';
import { useLingui } from '../i18n';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-2.5">
      <dt className="mt-0.5 text-ink-muted [&_svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}

/** What the seeker is paying for, as a hosted payment page lists it. */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section aria-labelledby="order-summary-heading" className="grid gap-5">
      <div>
        <h2 id="order-summary-heading" className="font-sans text-sm font-medium text-ink-muted">
          {i18n._('checkout.summary.heading', { product: PRODUCT_NAME })}
        </h2>
        <p className="mt-1 font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
          {formatEuros(summary.amount, locale)}
        </p>
      </div>
      <div className="rounded-card border border-border bg-card p-5 shadow-soft sm:p-6">
        <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">
          {practiceName(i18n, summary.modality)}
        </p>
        <p className="mt-1 text-lg font-semibold text-ink">{summary.sessionTitle}</p>
        <dl className="mt-2 divide-y divide-border text-sm">
          {summary.guideName ? (
            <Row icon={<UserRound aria-hidden="true" />} label={i18n._('checkout.summary.guide')}>
              {i18n._('checkout.summary.withGuide', { name: summary.guideName })}
            </Row>
          ) : null}
          <Row icon={<CalendarDays aria-hidden="true" />} label={i18n._('checkout.summary.date')}>
            {formatDay(summary.sessionDate, 'long', locale)}
          </Row>
          <Row icon={<Clock aria-hidden="true" />} label={i18n._('checkout.summary.time')}>
            {i18n._('checkout.summary.timeSpan', { start: summary.startTime, end: summary.endTime })}
          </Row>
          <Row icon={<MapPin aria-hidden="true" />} label={i18n._('checkout.summary.location')}>
            {summary.location}
          </Row>
        </dl>
        <div className="mt-3 flex items-baseline justify-between border-t border-border pt-4">
          <span className="font-medium text-ink">{i18n._('checkout.summary.totalDue')}</span>
          <span className="text-xl font-semibold text-ink">{formatEuros(summary.amount, locale)}</span>
        </div>
      </div>
      <CancellationPolicy />
    </section>
  );
}
