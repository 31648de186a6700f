import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import type { SessionView } from '@contract/sessions';
import { useLingui } from '../i18n';

/** The bar's word on the chosen session: what, when, how much. */
export function SessionSummary({ session }: { session: SessionView }) {
  const locale = useLingui().i18n.locale as Locale;
  return (
    <>
      <p className="truncate font-semibold text-ink" title={session.title}>
        {session.title}
      </p>
      <p className="flex items-baseline justify-between gap-2 text-ink-muted">
        <span className="truncate">
          {formatDay(session.sessionDate, 'weekday', locale)} · {session.startTime}
        </span>
        <span className="shrink-0 font-semibold text-ink">{formatEuros(session.price, locale)}</span>
      </p>
    </>
  );
}
