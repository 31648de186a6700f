import type { PublicUser } from '@contract/auth';
import type { SessionView } from '@contract/sessions';
import { BookSessionForm } from './book-session-form';
import { PrivateRequestFormCard } from './private-request-form-card';

interface BookingActionsProps {
  guideId: number;
  guideName: string;
  user: PublicUser;
  /** The chosen scheduled session, when the guide has any that can be booked. */
  session: SessionView | null;
  /** 'session': book a scheduled session; 'request': the guide has none, ask for a private hour. */
  mode: 'session' | 'request';
}

/** The booking card's part for signed-in seekers (loaded with the card only for them). */
export function BookingActions(props: BookingActionsProps) {
  return props.mode === 'session' ? <BookSessionForm {...props} /> : <PrivateRequestFormCard {...props} />;
}
