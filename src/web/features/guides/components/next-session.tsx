import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { CalendarDays } from 'lucide-react';
import { useLingui } from '../i18n';

/** "Sat, May 3 · 18:30" on a card, read out as "Next session: …". */
export function NextSession({ at }: { at: string | null }) {
  const { i18n } = useLingui();
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink-muted">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
      {at ? (
        <>
          <span className="sr-only">{i18n._('guides.nextSession.label')}</span>
          {formatDate(at, 'weekdayTime', i18n.locale as Locale)}
        </>
      ) : (
        i18n._('guides.nextSession.none')
      )}
    </p>
  );
}
