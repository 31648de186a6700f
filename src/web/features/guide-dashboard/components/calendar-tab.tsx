import { formatDay } from '@contract/date-formats';
import { todayInLisbon } from '@contract/lisbon-time';
import type { Locale } from '@contract/locales';

import type { GuideSessionView, SessionView } from '@contract/sessions';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SessionStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCalendarSessions } from '@/features/sessions';
import { addMonths, monthOf } from '@/lib/calendar-days';
import { cn } from '@/lib/cn';
import { useLingui } from '../i18n';
import { byDay, type GridKey, monthGrid, moveFocus } from '../month-grid';
import { LoadProblem } from './load-problem';
import { timeRange } from './session-bits';

const WEEKDAY_NAMES = [
  [/*i18n*/ 'guideDashboard.calendar.mon', /*i18n*/ 'guideDashboard.calendar.monday'],
  [/*i18n*/ 'guideDashboard.calendar.tue', /*i18n*/ 'guideDashboard.calendar.tuesday'],
  [/*i18n*/ 'guideDashboard.calendar.wed', /*i18n*/ 'guideDashboard.calendar.wednesday'],
  [/*i18n*/ 'guideDashboard.calendar.thu', /*i18n*/ 'guideDashboard.calendar.thursday'],
  [/*i18n*/ 'guideDashboard.calendar.fri', /*i18n*/ 'guideDashboard.calendar.friday'],
  [/*i18n*/ 'guideDashboard.calendar.sat', /*i18n*/ 'guideDashboard.calendar.saturday'],
  [/*i18n*/ 'guideDashboard.calendar.sun', /*i18n*/ 'guideDashboard.calendar.sunday'],
] as const;
const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
const CHIPS_PER_DAY = 3;

function chipClass(session: SessionView): string {
  if (session.status === 'cancelled')
    return 'bg-danger-50 text-danger-700 line-through decoration-danger-600/60';
  if (session.status === 'completed') return 'bg-sand-100 text-ink-muted';
  return 'bg-azulejo-50 text-azulejo-700 hover:bg-azulejo-100';
}

interface CalendarTabProps {
  onOpen: (session: GuideSessionView) => void;
  /** Starts a new session on a day; absent while the guide may not create sessions. */
  onCreateOn?: (day: string) => void;
}

/**
 * A month of sessions. The grid follows the ARIA grid pattern: one day is in the tab order, the arrow keys move
 * between days (and months), Home and End to the week's ends, Page Up and Page Down by a month. A focused day's
 * sessions are the next tab stops and are listed under the grid.
 */
export function CalendarTab({ onOpen, onCreateOn }: CalendarTabProps) {
  const today = todayInLisbon();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(monthOf(today));
  const focusOnRender = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = monthGrid(month);
  // The sessions of the days the grid shows, the neighbouring months' edges included.
  const sessions = useCalendarSessions(weeks[0]![0]!.date, weeks.at(-1)!.at(-1)!.date);
  const sessionsByDay = byDay(sessions.data ?? []);
  const selectedSessions = sessionsByDay.get(selected) ?? [];

  useEffect(() => {
    if (!focusOnRender.current) return;
    focusOnRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`)?.focus();
  });

  const select = (day: string, focus: boolean) => {
    focusOnRender.current = focus;
    setSelected(day);
    setMonth(monthOf(day));
  };

  const showMonth = (next: string) => {
    setMonth(next);
    // Keep the selected day inside the month shown, so the grid always has its tab stop.
    setSelected(next === monthOf(today) ? today : `${next}-01`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    if (!GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    select(moveFocus(day, event.key as GridKey), true);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
      {sessions.isError ? (
        <div className="lg:col-span-2">
          <LoadProblem
            message={i18n._('guideDashboard.sessionsFailed')}
            onRetry={() => void sessions.refetch()}
          />
        </div>
      ) : null}
      <Card className="p-3 sm:p-5" aria-busy={sessions.isPending || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3 px-1 pb-4">
          <h2 className="text-xl font-semibold text-ink" aria-live="polite">
            {formatDay(`${month}-01`, 'month', locale)}
          </h2>
          <div className="flex items-center gap-1">
            <Button variant="outline" size="sm" onClick={() => select(today, true)}>
              {i18n._('guideDashboard.calendar.today')}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={i18n._('guideDashboard.calendar.previousMonth')}
              onClick={() => showMonth(addMonths(month, -1))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={i18n._('guideDashboard.calendar.nextMonth')}
              onClick={() => showMonth(addMonths(month, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>

        <table
          ref={gridRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern; arrow keys move between days
          role="grid"
          aria-label={i18n._('guideDashboard.calendar.gridLabel', {
            month: formatDay(`${month}-01`, 'month', locale),
          })}
          className="w-full table-fixed border-collapse"
        >
          <thead>
            <tr className="border-b border-border">
              {WEEKDAY_NAMES.map(([short, long]) => (
                <th
                  key={long}
                  scope="col"
                  abbr={i18n._(long)}
                  className="pb-2 text-center text-xs font-medium text-ink-muted"
                >
                  {i18n._(short)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date} className="border-b border-border">
                {week.map(({ date, inMonth }) => {
                  const daySessions = sessionsByDay.get(date) ?? [];
                  const isSelected = date === selected;
                  const isToday = date === today;
                  const count = daySessions.length;
                  const day = formatDay(date, 'long', locale);
                  const label =
                    count === 0
                      ? i18n._('guideDashboard.calendar.dayWithout', { day })
                      : i18n._('guideDashboard.calendar.dayLabel', { day, count });
                  return (
                    <td
                      key={date}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the ARIA grid, selected with the arrow keys
                      role="gridcell"
                      data-day={date}
                      tabIndex={isSelected ? 0 : -1}
                      aria-selected={isSelected}
                      aria-label={label}
                      onClick={() => select(date, true)}
                      onKeyDown={(event) => {
                        if (event.target === event.currentTarget) onKeyDown(event, date);
                      }}
                      className={cn(
                        'relative h-16 cursor-pointer p-1 align-top outline-none transition-colors focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:h-28 sm:p-1.5',
                        !inMonth && 'bg-sand-50/70',
                        isSelected && 'bg-azulejo-50/60',
                      )}
                    >
                      <div className="flex flex-col gap-1">
                        <span
                          aria-hidden="true"
                          className={cn(
                            'inline-flex size-7 items-center justify-center self-center rounded-full text-sm sm:self-start',
                            inMonth ? 'text-ink' : 'text-ink-muted',
                            isToday && 'bg-terracotta-600 font-semibold text-white',
                            isSelected && !isToday && 'ring-2 ring-azulejo-600',
                          )}
                        >
                          {Number(date.slice(8))}
                        </span>
                        {count > 0 ? (
                          <span aria-hidden="true" className="flex justify-center gap-0.5 sm:hidden">
                            {daySessions.slice(0, CHIPS_PER_DAY).map((session) => (
                              <span
                                key={session.id}
                                className={cn(
                                  'size-1.5 rounded-full',
                                  session.status === 'cancelled' ? 'bg-danger-600' : 'bg-azulejo-600',
                                )}
                              />
                            ))}
                          </span>
                        ) : null}
                        <span className="hidden flex-col gap-1 sm:flex">
                          {daySessions.slice(0, CHIPS_PER_DAY).map((session) => (
                            <button
                              key={session.id}
                              type="button"
                              title={`${timeRange(session)} ${session.title}`}
                              tabIndex={isSelected ? 0 : -1}
                              onClick={(event) => {
                                event.stopPropagation();
                                onOpen(session);
                              }}
                              className={cn(
                                'w-full cursor-pointer truncate rounded-md px-1.5 py-0.5 text-left text-xs font-medium',
                                chipClass(session),
                              )}
                            >
                              {session.startTime} {session.title}
                            </button>
                          ))}
                          {count > CHIPS_PER_DAY ? (
                            <span className="px-1.5 text-xs text-ink-muted">
                              {i18n._('guideDashboard.calendar.more', { count: count - CHIPS_PER_DAY })}
                            </span>
                          ) : null}
                        </span>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 px-1 text-xs text-ink-muted">{i18n._('guideDashboard.calendar.keysHint')}</p>
      </Card>

      <Card className="p-5">
        <h3 className="font-sans text-base font-semibold text-ink">{formatDay(selected, 'long', locale)}</h3>
        {selectedSessions.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{i18n._('guideDashboard.calendar.noSessions')}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {selectedSessions.map((session) => (
              <li key={session.id}>
                <button
                  type="button"
                  onClick={() => onOpen(session)}
                  className="grid w-full cursor-pointer gap-1 rounded-2xl border border-border p-3 text-left transition-colors hover:border-azulejo-600 hover:bg-azulejo-50/50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold text-ink">{timeRange(session)}</span>
                    <SessionStatusBadge status={session.status} />
                  </span>
                  <span className="text-sm text-ink">{session.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {onCreateOn && selected >= today ? (
          <Button variant="soft" size="sm" className="mt-4" onClick={() => onCreateOn(selected)}>
            <CalendarPlus aria-hidden="true" />
            {i18n._('guideDashboard.calendar.createOnDay')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
