import { formatDay } from '@contract/date-formats';
import { formatEuros } from '@contract/money';
import type { SessionView } from '@contract/sessions';
import type { ReactNode } from 'react';

/**
 * Where the booking card's main action (Book Now, Proceed to Payment, Login to Book) lives, so that it is always in
 * sight without scrolling inside anything. On phones and tablets the card sits far down the guide's page, so the
 * action is a bar fixed to the bottom of the screen, with what it books beside it. On wide screens it is the foot
 * of the side card, and sticks to the bottom of the window while the card runs past it. It must stay a direct child
 * of the card: a sticky element only travels inside its parent.
 *
 * `data-bottom-bar` lets the page keep its last lines, the focused field and toasts clear of it (global.css).
 */
export function BookingBar({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div
      data-bottom-bar="booking"
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-4 border-t border-border bg-card px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lift sm:px-6 lg:sticky lg:inset-x-auto lg:z-10 lg:-mx-6 lg:grid lg:gap-3 lg:px-6 lg:pt-4 lg:pb-4 lg:shadow-none"
    >
      <div className="min-w-0 flex-1 text-sm">{summary}</div>
      <div className="shrink-0 lg:[&>*]:w-full">{children}</div>
    </div>
  );
}

/** The bar's word on the chosen session: what, when, how much. */
export function SessionSummary({ session }: { session: SessionView }) {
  return (
    <>
      <p className="truncate font-semibold text-ink" title={session.title}>
        {session.title}
      </p>
      <p className="flex items-baseline justify-between gap-2 text-ink-muted">
        <span className="truncate">
          {formatDay(session.sessionDate, 'weekday')} · {session.startTime}
        </span>
        <span className="shrink-0 font-semibold text-ink">{formatEuros(session.price)}</span>
      </p>
    </>
  );
}

/** The bar's word when there is no session to show: a heading line and a quieter second line. */
export function PlainSummary({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <p className="truncate font-semibold text-ink">{title}</p>
      {detail ? <p className="flex items-baseline justify-between gap-2 text-ink-muted">{detail}</p> : null}
    </>
  );
}
