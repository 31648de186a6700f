import { formatDate } from '@contract/date-formats';
import { CalendarDays } from 'lucide-react';

/** "Sat, May 3 · 18:30" on a card, read out as "Next session: …". */
export function NextSession({ at }: { at: string | null }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink-muted">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
      {at ? (
        <>
          <span className="sr-only">Next session:</span>
          {formatDate(at, 'weekdayTime')}
        </>
      ) : (
        'No dates yet'
      )}
    </p>
  );
}
