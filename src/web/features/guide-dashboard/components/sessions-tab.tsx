import { formatDay } from '@contract/date-formats';
import type { GuideDashboard } from '@contract/guide-dashboard';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import type { GuideSessionView } from '@contract/sessions';
import { CalendarX2, Eye, MapPin, Pencil, Users, Video, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SessionStatusBadge } from '@/components/status-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SessionPicture, useMySessions } from '@/features/sessions';
import { cn } from '@/lib/cn';
import { practiceName } from '@/lib/option-names/option-names';
import { useLingui } from '../i18n';
import { LoadProblem } from './load-problem';
import { DateLeaf, isEditable, spotsText, timeRange } from './session-bits';
import { ShowMoreButton } from './show-more-button';

const FILTERS = [
  { value: 'upcoming', label: /*i18n*/ 'guideDashboard.sessions.upcoming' },
  { value: 'past', label: /*i18n*/ 'guideDashboard.sessions.past' },
  { value: 'cancelled', label: /*i18n*/ 'guideDashboard.sessions.cancelled' },
  { value: 'all', label: /*i18n*/ 'guideDashboard.sessions.all' },
] as const;

type Filter = (typeof FILTERS)[number]['value'];

interface SessionsTabProps {
  /** How many sessions each filter holds; unknown while the dashboard's figures load. */
  counts: GuideDashboard['sessionCounts'] | undefined;
  onOpen: (session: GuideSessionView) => void;
  onEdit: (session: GuideSessionView) => void;
  onCancel: (session: GuideSessionView) => void;
  createButton: ReactNode;
}

/** The guide's sessions by filter, a page at a time: upcoming soonest first, past and cancelled latest first. */
export function SessionsTab({ counts, onOpen, onEdit, onCancel, createButton }: SessionsTabProps) {
  const [filter, setFilter] = useState<Filter>('upcoming');
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const list = useMySessions(filter);
  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{i18n._('guideDashboard.sessions.show')}</legend>
          {FILTERS.map((item) => {
            const count = counts?.[item.value];
            return (
              <button
                key={item.value}
                type="button"
                aria-pressed={filter === item.value}
                onClick={() => setFilter(item.value)}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  filter === item.value
                    ? 'border-azulejo-600 bg-azulejo-600 text-white'
                    : 'border-border bg-card text-ink hover:border-azulejo-600',
                )}
              >
                {i18n._(item.label)}
                <span
                  className={cn('text-xs', filter === item.value ? 'text-azulejo-100' : 'text-ink-muted')}
                >
                  {count}
                </span>
              </button>
            );
          })}
        </fieldset>
      </div>

      {list.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-28 rounded-card" />
          <Skeleton className="h-28 rounded-card" />
        </div>
      ) : list.isError ? (
        <LoadProblem message={i18n._('guideDashboard.sessionsFailed')} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title={
            filter === 'upcoming'
              ? i18n._('guideDashboard.sessions.emptyUpcomingTitle')
              : i18n._('guideDashboard.sessions.emptyTitle')
          }
          action={filter === 'upcoming' ? createButton : undefined}
        >
          {filter === 'upcoming'
            ? i18n._('guideDashboard.sessions.emptyUpcomingText')
            : i18n._('guideDashboard.sessions.emptyText')}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {shown.map((session) => {
            const editable = isEditable(session);
            const booked = session.bookedCount;
            return (
              <li key={session.id}>
                <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
                  <div className="flex min-w-0 flex-1 items-start gap-4">
                    <DateLeaf
                      day={session.sessionDate}
                      locale={locale}
                      muted={session.status !== 'scheduled'}
                    />
                    {session.imageUrl ? (
                      <SessionPicture
                        src={session.imageUrl}
                        alt=""
                        width={160}
                        height={120}
                        className="hidden h-[4.5rem] w-24 rounded-2xl sm:block"
                      />
                    ) : null}
                    <div className="grid min-w-0 gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-sans text-base font-semibold text-ink">{session.title}</h2>
                        <SessionStatusBadge status={session.status} />
                      </div>
                      <p className="text-sm text-ink-muted">
                        <span className="sr-only">{formatDay(session.sessionDate, 'long', locale)}, </span>
                        {timeRange(session)} · {practiceName(i18n, session.modality)} ·{' '}
                        {formatEuros(session.price, locale)}
                      </p>
                      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                        <span className="inline-flex items-center gap-1.5">
                          <Users aria-hidden="true" className="size-3.5" />
                          {spotsText(session, i18n)}
                          {booked > 0
                            ? ` · ${i18n._('guideDashboard.sessions.booked', { count: booked })}`
                            : ''}
                        </span>
                        <span className="inline-flex min-w-0 items-center gap-1.5">
                          {session.online ? (
                            <Video aria-hidden="true" className="size-3.5 shrink-0" />
                          ) : (
                            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                          )}
                          <span className="truncate">{session.location}</span>
                        </span>
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={i18n._('guideDashboard.sessions.detailsOf', { title: session.title })}
                      onClick={() => onOpen(session)}
                    >
                      <Eye aria-hidden="true" />
                      {i18n._('guideDashboard.sessions.details')}
                    </Button>
                    {editable ? (
                      <>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={i18n._('guideDashboard.sessions.editOf', { title: session.title })}
                          onClick={() => onEdit(session)}
                        >
                          <Pencil aria-hidden="true" />
                          {i18n._('guideDashboard.sessions.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-danger-600 hover:bg-danger-50"
                          aria-label={i18n._('guideDashboard.sessions.cancelOf', { title: session.title })}
                          onClick={() => onCancel(session)}
                        >
                          <XCircle aria-hidden="true" />
                          {i18n._('guideDashboard.sessions.cancel')}
                        </Button>
                      </>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ShowMoreButton list={list}>
        {i18n._('guideDashboard.showMore', { count: total - shown.length })}
      </ShowMoreButton>
    </div>
  );
}
