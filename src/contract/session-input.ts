import { z } from 'zod';
import { SESSION_MODALITIES } from './catalog';
import {
  FIELD_LABELS,
  type FieldLabel,
  numberField,
  PRICE_TOO_HIGH_MESSAGE,
  requiredMessage,
  requiredText,
  textField,
  tooLongMessage,
} from './field-messages';
import { day, messageWith } from './messages';
import { PRICE_MAX_CENTS } from './money';
import { FIRST_LOCALE_NEEDED, secondVersionField, WrittenLocaleField } from './own-words';
import { DATE_PATTERN, TIME_PATTERN } from './sessions';
import { isWebLink, WEB_LINK_MAX_LENGTH } from './web-link';

export const MAX_WEEKLY_REPEATS = 12;
export const SESSION_DEFAULTS = { startTime: '10:00', endTime: '11:00', price: 5000, capacity: 10 } as const;

export const SESSION_CAPACITY_MAX = 500;
export const SESSION_DESCRIPTION_MAX = 4000;

/** Why a session's picture is refused. */
export const SESSION_IMAGE_MESSAGES = {
  notUploaded: /*i18n*/ 'contract.sessionInput.notUploaded',
  gone: /*i18n*/ 'contract.sessionInput.gone',
} as const;

const UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}\.webp$/;
/** The pictures Luz ships for its demo sessions: files of the web app, never stored as uploads. */
const DEMO_SESSION_PICTURE_PATH = /^\/images\/sessions\/[a-z0-9-]+\.svg$/;

/**
 * A session's picture is an image uploaded to Luz (`/uploads/{name}.webp`, as the upload answers it)
 * or one of the demo sessions' pictures. An address elsewhere could change or track whoever sees it.
 */
export function isSessionImagePath(url: string): boolean {
  return UPLOADED_IMAGE_PATH.test(url) || DEMO_SESSION_PICTURE_PATH.test(url);
}

/** The stored name of an uploaded session picture, or null for a demo picture. */
export function uploadedSessionImageName(url: string): string | null {
  return UPLOADED_IMAGE_PATH.test(url) ? url.slice('/uploads/'.length) : null;
}

/** A Lisbon wall-clock field: empty is "required", anything else that is not a time says how to write one. */
const timeField = (label: FieldLabel, example: string) =>
  textField(label)
    .min(1, { error: requiredMessage(label), abort: true })
    .regex(TIME_PATTERN, messageWith(/*i18n*/ 'contract.sessionInput.useATimeLike', { example }));

export const MEETING_LINK_MESSAGES = {
  required: /*i18n*/ 'contract.sessionInput.required',
  https: /*i18n*/ 'contract.sessionInput.https',
} as const;

/**
 * A meeting link a seeker's browser opens: a web address over https only, so the link cannot be
 * read or changed on its way and never runs anything (`javascript:`) when clicked.
 */
export function isMeetingLink(value: string): boolean {
  return isWebLink(value) && new URL(value).protocol === 'https:';
}

/** What a session is, apart from where it takes place: date and times are Lisbon wall-clock; price in cents. */
export const SessionFields = z
  .object({
    title: requiredText(FIELD_LABELS.title, 120),
    description: requiredText(FIELD_LABELS.description, SESSION_DESCRIPTION_MAX),
    /** The language `description` is written in; left out, it stays as it is (decision 062). */
    descriptionLocale: WrittenLocaleField,
    /** The guide's own description in the other language; left out it stays, blank or null removes it. */
    descriptionInOtherLocale: secondVersionField(
      FIELD_LABELS.descriptionInOtherLocale,
      SESSION_DESCRIPTION_MAX,
    ),
    modality: z.enum(SESSION_MODALITIES, { error: /*i18n*/ 'contract.sessionInput.modalityIsRequired' }),
    sessionDate: textField(FIELD_LABELS.date, /*i18n*/ 'contract.sessionInput.aDateIsRequired')
      .min(1, { error: /*i18n*/ 'contract.sessionInput.aDateIsRequired', abort: true })
      .regex(DATE_PATTERN, /*i18n*/ 'contract.sessionInput.useADateLike2026'),
    startTime: timeField(FIELD_LABELS.startTime, '10:00'),
    endTime: timeField(FIELD_LABELS.endTime, '11:00'),
    price: numberField(FIELD_LABELS.price)
      .int(/*i18n*/ 'contract.sessionInput.priceMustBeAWhole')
      .min(100, /*i18n*/ 'contract.sessionInput.priceMustBeAtLeast')
      .max(PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE),
    capacity: numberField(FIELD_LABELS.capacity)
      .int(/*i18n*/ 'contract.sessionInput.capacityMustBeAWhole')
      .min(1, /*i18n*/ 'contract.sessionInput.capacityMustBeAtLeast')
      .max(
        SESSION_CAPACITY_MAX,
        messageWith(/*i18n*/ 'contract.sessionInput.capacityTooHigh', { max: SESSION_CAPACITY_MAX }),
      ),
    imageUrl: textField(FIELD_LABELS.imageAddress)
      .trim()
      .max(500, tooLongMessage(FIELD_LABELS.imageAddress, 500))
      .refine((url) => url === '' || isSessionImagePath(url), SESSION_IMAGE_MESSAGES.notUploaded)
      .optional()
      .nullable(),
  })
  .refine((s) => s.endTime > s.startTime, {
    message: /*i18n*/ 'contract.sessionInput.endTimeMustBeAfter',
    path: ['endTime'],
  })
  .refine((s) => !s.descriptionInOtherLocale?.trim() || Boolean(s.descriptionLocale), {
    message: FIRST_LOCALE_NEEDED,
    path: ['descriptionLocale'],
  });

/**
 * Where a session takes place: in person at `location`, or `online` through `meetingUrl` (then
 * `location` is not asked for and reads "Online"). A schema of its own, so its messages are said
 * together with those of the other fields (a blank title stops the checks of its own object).
 */
export const SessionPlace = z
  .object({
    online: z.boolean({ error: /*i18n*/ 'contract.sessionInput.onlineMustBeTrueOr' }).default(false),
    location: textField(FIELD_LABELS.location)
      .trim()
      .max(200, tooLongMessage(FIELD_LABELS.location, 200))
      .optional(),
    meetingUrl: textField(FIELD_LABELS.meetingLink)
      .trim()
      .max(WEB_LINK_MAX_LENGTH, tooLongMessage(FIELD_LABELS.meetingLink, WEB_LINK_MAX_LENGTH))
      .optional()
      .nullable(),
  })
  .superRefine((s, ctx) => {
    if (!s.online) {
      if (!s.location)
        ctx.addIssue({ code: 'custom', message: requiredMessage(FIELD_LABELS.location), path: ['location'] });
      return;
    }
    const link = s.meetingUrl ?? '';
    if (!link)
      ctx.addIssue({ code: 'custom', message: MEETING_LINK_MESSAGES.required, path: ['meetingUrl'] });
    else if (!isMeetingLink(link))
      ctx.addIssue({ code: 'custom', message: MEETING_LINK_MESSAGES.https, path: ['meetingUrl'] });
  });

/** POST /api/sessions and PATCH /api/sessions/{id}: the session and where it takes place. */
export const SessionInput = z.intersection(SessionFields, SessionPlace);
export type SessionInput = z.infer<typeof SessionInput>;

/** POST /api/sessions also takes how many weekly occurrences to create (1 = just this date). */
export const CreateSessionsInput = z.intersection(
  SessionInput,
  z.object({
    repeatWeeks: numberField(FIELD_LABELS.numberOfWeeks)
      .int(/*i18n*/ 'contract.sessionInput.numberOfWeeksMustBe')
      .min(1, /*i18n*/ 'contract.sessionInput.numberOfWeeksMustBe2')
      .max(MAX_WEEKLY_REPEATS, `A series has at most ${MAX_WEEKLY_REPEATS} dates`)
      .default(1),
  }),
);
export type CreateSessionsInput = z.infer<typeof CreateSessionsInput>;

/** Why the server refuses a session write (the form's own checks use the schemas above). */
export const SESSION_WRITE_MESSAGES = {
  invalidDate: /*i18n*/ 'contract.sessionInput.invalidDate',
  /** `date`: a Lisbon calendar day (yyyy-MM-dd), written as the reader's language writes dates. */
  skippedTime: (time: string, date: string) =>
    messageWith(/*i18n*/ 'contract.sessionInput.skippedTime', { time, date: day(date) }),
  startsInPast: /*i18n*/ 'contract.sessionInput.startsInPast',
  endAfterStart: /*i18n*/ 'contract.sessionInput.endAfterStart',
  overlaps: (date: string) => messageWith(/*i18n*/ 'contract.sessionInput.overlaps', { date: day(date) }),
  capacityBelowBooked: (taken: number) =>
    messageWith(/*i18n*/ 'contract.sessionInput.capacityBelowBooked', { taken }),
  notOwner: /*i18n*/ 'contract.sessionInput.notOwner',
  notScheduled: /*i18n*/ 'contract.sessionInput.notScheduled',
  imageUrl: SESSION_IMAGE_MESSAGES.notUploaded,
} as const;
