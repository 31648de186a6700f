import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import type { SessionView } from '@contract/sessions';
import type { I18n } from '@lingui/core';
import { cn } from '@/lib/cn';

/** Whether the guide may still change or cancel it: scheduled and not started. */
export function isEditable(
  session: Pick<SessionView, 'status' | 'startsAt'>,
  now: Date = new Date(),
): boolean {
  return session.status === 'scheduled' && session.startsAt > now.toISOString();
}

/** "10:00–11:15", Lisbon time. */
export function timeRange(session: Pick<SessionView, 'startTime' | 'endTime'>): string {
  return `${session.startTime}–${session.endTime}`;
}

/** "3 of 12 left", or "Full". */
export function spotsText(session: Pick<SessionView, 'remainingSpots' | 'capacity'>, i18n: I18n): string {
  return session.remainingSpots > 0
    ? i18n._('guideDashboard.spots.left', { left: session.remainingSpots, capacity: session.capacity })
    : i18n._('guideDashboard.spots.full');
}

/** A small calendar leaf with the weekday, day and month of a session. */
export function DateLeaf({ day, locale, muted = false }: { day: string; locale: Locale; muted?: boolean }) {
  // "Sat, 28 Nov" or "sáb., 28 de nov.": the weekday, then the day, then the month.
  const [weekday, dayMonth] = formatDay(day, 'weekday', locale).split(', ');
  const words = (dayMonth ?? '').split(' ');
  const [date, month] = [words[0], words.at(-1)];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex w-14 shrink-0 flex-col items-center rounded-2xl border py-1.5 text-center leading-tight',
        muted
          ? 'border-border bg-sand-50 text-ink-muted'
          : 'border-azulejo-100 bg-azulejo-50 text-azulejo-700',
      )}
    >
      <span className="text-[0.6875rem] font-semibold tracking-wide uppercase">{weekday}</span>
      <span className="font-display text-xl font-semibold">{date}</span>
      <span className="text-[0.6875rem] font-medium">{month}</span>
    </span>
  );
}
