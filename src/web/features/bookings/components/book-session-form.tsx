import type { PublicUser } from '@contract/auth';
import type { SessionView } from '@contract/sessions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { recallNotes } from '../booking-return';
import { useLingui } from '../i18n';
import { BookingBar } from './booking-bar';
import { NotesField } from './notes-field';
import { PaysNext } from './pays-next';
import { PlainSummary } from './plain-summary';
import { SessionSummary } from './session-summary';
import { type BookingChoice, useCheckoutFlow } from './use-checkout-flow';

interface BookSessionFormProps {
  guideId: number;
  guideName: string;
  user: PublicUser;
  /** The chosen scheduled session, or null when every one is full. */
  session: SessionView | null;
}

/** A guide with scheduled sessions: the seeker books the chosen one, with notes for the guide. */
export function BookSessionForm({ guideId, guideName, user, session }: BookSessionFormProps) {
  const { i18n } = useLingui();
  const [notes, setNotes] = useState(() => recallNotes(guideId));
  const flow = useCheckoutFlow(guideId, user);

  const onBook = () => {
    const choice: BookingChoice = { sessionId: session?.id ?? null };
    if (!flow.ready(choice, notes)) return;
    if (!session) {
      toast({
        title: i18n._('bookings.book.errorTitle'),
        description: i18n._('bookings.book.noSessionSelected'),
        variant: 'destructive',
      });
      return;
    }
    void flow.checkout({ sessionId: session.id, notes: notes.trim() || undefined }, choice);
  };

  return (
    <>
      <div className="grid gap-4 border-t border-border pt-5">
        {session ? null : (
          <p className="rounded-2xl bg-sand-100 p-4 text-sm text-ink-muted">
            {i18n._('bookings.book.allFull')}
          </p>
        )}
        <NotesField value={notes} onChange={setNotes} guideName={guideName} />
      </div>
      <BookingBar
        summary={
          session ? (
            <SessionSummary session={session} />
          ) : (
            <PlainSummary
              title={i18n._('bookings.action.allFull')}
              detail={i18n._('bookings.book.spotsFreeUp')}
            />
          )
        }
      >
        <Button size="lg" pending={flow.busy} onClick={onBook}>
          {i18n._('bookings.book.button')}
        </Button>
      </BookingBar>
      <PaysNext />
      {flow.dialog}
    </>
  );
}
