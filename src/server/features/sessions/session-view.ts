import { lisbonDate, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import type { SessionView } from '../../../contract/sessions';
import { profiles, sessions } from '../../db/schema';

/** The columns a session is shown with (select them with the guide's profile joined). */
export const sessionViewColumns = {
  id: sessions.id,
  practitionerId: sessions.guideId,
  practitionerName: profiles.name,
  title: sessions.title,
  description: sessions.description,
  location: sessions.location,
  online: sessions.online,
  modality: sessions.modality,
  startsAt: sessions.startsAt,
  endsAt: sessions.endsAt,
  price: sessions.price,
  capacity: sessions.capacity,
  remainingSpots: sessions.remainingSpots,
  status: sessions.status,
  imageUrl: sessions.imageUrl,
};

export type SessionViewRow = Omit<
  SessionView,
  'sessionDate' | 'startTime' | 'endTime' | 'startsAt' | 'endsAt'
> & {
  startsAt: Date;
  endsAt: Date;
};

/** The one way a session becomes API output: instants, plus the same moments on Lisbon's clock. */
export function toSessionView(row: SessionViewRow): SessionView {
  return {
    ...row,
    sessionDate: lisbonDate(row.startsAt),
    startTime: lisbonTimeOfDay(row.startsAt),
    endTime: lisbonTimeOfDay(row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}
