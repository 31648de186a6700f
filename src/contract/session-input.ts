import { z } from 'zod';
import { SESSION_MODALITIES } from './catalog';
import { numberField, requiredMessage, requiredText, textField, tooLongMessage } from './field-messages';
import { PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE } from './money';
import { DATE_PATTERN, TIME_PATTERN } from './sessions';
import { isWebLink, WEB_LINK_MAX_LENGTH } from './web-link';

export const MAX_WEEKLY_REPEATS = 12;
export const SESSION_DEFAULTS = { startTime: '10:00', endTime: '11:00', price: 5000, capacity: 10 } as const;

export const SESSION_CAPACITY_MAX = 500;

/** Why a session's picture is refused. */
export const SESSION_IMAGE_MESSAGES = {
  notUploaded: 'Please upload the image to Luz: pictures from other websites cannot be used',
  gone: 'This image is no longer on Luz. Please upload it again',
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
const timeField = (label: string, example: string) =>
  textField(label)
    .min(1, { error: requiredMessage(label), abort: true })
    .regex(TIME_PATTERN, `Use a time like ${example}`);

export const MEETING_LINK_MESSAGES = {
  required: 'A meeting link is required for an online session',
  https: 'Enter a meeting link starting with https://',
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
    title: requiredText('Title', 120),
    description: requiredText('Description', 4000),
    modality: z.enum(SESSION_MODALITIES, { error: 'Modality is required' }),
    sessionDate: textField('Date', 'A date is required')
      .min(1, { error: 'A date is required', abort: true })
      .regex(DATE_PATTERN, 'Use a date like 2026-05-01'),
    startTime: timeField('Start time', '10:00'),
    endTime: timeField('End time', '11:00'),
    price: numberField('Price')
      .int('Price must be a whole number of cents')
      .min(100, 'Price must be at least €1')
      .max(PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE),
    capacity: numberField('Capacity')
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(SESSION_CAPACITY_MAX, `Capacity must be at most ${SESSION_CAPACITY_MAX}`),
    imageUrl: textField('Image address')
      .trim()
      .max(500, tooLongMessage('Image address', 500))
      .refine((url) => url === '' || isSessionImagePath(url), SESSION_IMAGE_MESSAGES.notUploaded)
      .optional()
      .nullable(),
  })
  .refine((s) => s.endTime > s.startTime, {
    message: 'End time must be after start time',
    path: ['endTime'],
  });

/**
 * Where a session takes place: in person at `location`, or `online` through `meetingUrl` (then
 * `location` is not asked for and reads "Online"). A schema of its own, so its messages are said
 * together with those of the other fields (a blank title stops the checks of its own object).
 */
export const SessionPlace = z
  .object({
    online: z.boolean({ error: 'Online must be true or false' }).default(false),
    location: textField('Location').trim().max(200, tooLongMessage('Location', 200)).optional(),
    meetingUrl: textField('Meeting link')
      .trim()
      .max(WEB_LINK_MAX_LENGTH, tooLongMessage('Meeting link', WEB_LINK_MAX_LENGTH))
      .optional()
      .nullable(),
  })
  .superRefine((s, ctx) => {
    if (!s.online) {
      if (!s.location)
        ctx.addIssue({ code: 'custom', message: requiredMessage('Location'), path: ['location'] });
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
    repeatWeeks: numberField('Number of weeks')
      .int('Number of weeks must be a whole number')
      .min(1, 'Number of weeks must be at least 1')
      .max(MAX_WEEKLY_REPEATS, `A series has at most ${MAX_WEEKLY_REPEATS} dates`)
      .default(1),
  }),
);
export type CreateSessionsInput = z.infer<typeof CreateSessionsInput>;

/** Why the server refuses a session write (the form's own checks use the schemas above). */
export const SESSION_WRITE_MESSAGES = {
  invalidDate: 'Please choose a date that exists',
  skippedTime: (time: string, date: string) =>
    `${time} does not exist in Lisbon on ${date}, when the clocks go forward`,
  startsInPast: 'A session cannot start in the past',
  endAfterStart: 'End time must be after start time',
  overlaps: (date: string) => `This session overlaps another of your sessions on ${date}`,
  capacityBelowBooked: (taken: number) => `Capacity cannot be lower than the ${taken} spots already booked`,
  notOwner: 'You can only edit your own sessions',
  notScheduled: 'Only scheduled sessions can be edited',
  imageUrl: SESSION_IMAGE_MESSAGES.notUploaded,
} as const;
