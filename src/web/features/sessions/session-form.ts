import { SESSION_MODALITIES } from '@contract/catalog';
import { FIELD_LABELS, numberField } from '@contract/field-messages';
import type { Locale } from '@contract/locales';
import { MAX_WEEKLY_REPEATS, SESSION_DEFAULTS, SessionFields, SessionPlace } from '@contract/session-input';
import type { GuideSessionView } from '@contract/sessions';
import { z } from 'zod';
// Its messages are the contract's, whose words must be in before a form shows one.
import '@/contract-i18n';
import { addDays } from '@/lib/calendar-days';
import { centsToEuros, eurosToCents } from '@/lib/euros';

/**
 * The create and edit session form: SessionInput with the price typed in euros (sent in cents), plus how many
 * weekly dates to create. The euros go through the contract's own price rule once converted.
 */
export const SessionFormSchema = z.intersection(
  SessionFields.safeExtend({
    price: numberField(FIELD_LABELS.price).transform(eurosToCents).pipe(SessionFields.shape.price),
    // The contract's own messages for the number of weeks, already in its catalogue.
    repeatWeeks: numberField(FIELD_LABELS.numberOfWeeks)
      .int('contract.sessionInput.numberOfWeeksMustBe')
      .min(1, 'contract.sessionInput.numberOfWeeksMustBe2')
      .max(MAX_WEEKLY_REPEATS, `A series has at most ${MAX_WEEKLY_REPEATS} dates`),
  }),
  SessionPlace,
);

export type SessionFormInput = z.input<typeof SessionFormSchema>;
export type SessionFormValues = z.output<typeof SessionFormSchema>;
type SessionModality = (typeof SESSION_MODALITIES)[number];

/**
 * A new session starts at the spec's defaults (10:00 to 11:00, €50, 10 places); an edit at the session. A
 * description is taken as written in the page's language until the guide says otherwise.
 */
export function sessionFormDefaults(locale: Locale, session?: GuideSessionView): Partial<SessionFormInput> {
  if (!session) {
    return {
      title: '',
      description: '',
      descriptionLocale: locale,
      descriptionInOtherLocale: '',
      online: false,
      location: '',
      meetingUrl: '',
      sessionDate: '',
      startTime: SESSION_DEFAULTS.startTime,
      endTime: SESSION_DEFAULTS.endTime,
      price: centsToEuros(SESSION_DEFAULTS.price),
      capacity: SESSION_DEFAULTS.capacity,
      imageUrl: null,
      repeatWeeks: 1,
    };
  }
  return {
    title: session.title,
    // As the guide wrote it, whatever the page's language.
    description: session.ownDescription.text,
    descriptionLocale: session.ownDescription.locale ?? locale,
    descriptionInOtherLocale: session.ownDescription.inOtherLocale ?? '',
    online: session.online,
    // The "Online" an online session reads as its location is not an address to edit.
    location: session.online ? '' : session.location,
    meetingUrl: session.meetingUrl ?? '',
    modality: (SESSION_MODALITIES as readonly string[]).includes(session.modality)
      ? (session.modality as SessionModality)
      : 'Other',
    sessionDate: session.sessionDate,
    startTime: session.startTime,
    endTime: session.endTime,
    price: centsToEuros(session.price),
    capacity: session.capacity,
    imageUrl: session.imageUrl,
    repeatWeeks: 1,
  };
}

/** The dates a weekly series creates: the first date and the same weekday after it, `weeks` dates in all. */
export function weeklyDates(firstDate: string, weeks: number): string[] {
  if (!firstDate) return [];
  const count = Math.min(Math.max(Math.trunc(weeks), 1), MAX_WEEKLY_REPEATS);
  return Array.from({ length: count }, (_, week) => addDays(firstDate, week * 7));
}
