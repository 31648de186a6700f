import { lisbonDate, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import type { Locale } from '../../../contract/locales';
import { knownLocale, versionFor } from '../../../contract/own-words';
import type { SessionView } from '../../../contract/sessions';
import { profiles, sessions } from '../../db/schema';

/** The columns a session is shown with (select them with the guide's profile joined). */
export const sessionViewColumns = {
  id: sessions.id,
  practitionerId: sessions.guideId,
  practitionerName: profiles.name,
  title: sessions.title,
  description: sessions.description,
  descriptionLocale: sessions.descriptionLocale,
  descriptionInOtherLocale: sessions.descriptionInOtherLocale,
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
  'sessionDate' | 'startTime' | 'endTime' | 'startsAt' | 'endsAt' | 'descriptionLocale'
> & {
  startsAt: Date;
  endsAt: Date;
  descriptionLocale: string | null;
  descriptionInOtherLocale: string | null;
};

/** The description as its guide wrote it: the first text, its language and the other version. */
export function ownDescriptionOf(row: SessionViewRow) {
  return {
    text: row.description,
    locale: knownLocale(row.descriptionLocale),
    inOtherLocale: row.descriptionInOtherLocale,
  };
}

/**
 * The one way a session becomes API output: the description in the reader's language when the guide
 * wrote it in both (decision 062); instants, plus the same moments on Lisbon's clock.
 */
export function toSessionView(row: SessionViewRow, reader: Locale): SessionView {
  const { descriptionInOtherLocale: _other, ...shown } = row;
  const description = versionFor(reader, ownDescriptionOf(row));
  return {
    ...shown,
    description: description.text,
    descriptionLocale: description.locale,
    sessionDate: lisbonDate(row.startsAt),
    startTime: lisbonTimeOfDay(row.startsAt),
    endTime: lisbonTimeOfDay(row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}
