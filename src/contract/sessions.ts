import { z } from 'zod';
import { SESSION_STATUSES } from './catalog';
import { IdField } from './ids';
import { ShownLocale } from './own-words';
import { pageOf, pageQueryFields } from './paging';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Where an online session takes place, as its location reads everywhere. */
export const ONLINE_LOCATION = 'Online';

/** A session as the API shows it: instants plus the same moments as Lisbon wall-clock date and times. */
export const SessionView = z.object({
  id: z.number().int(),
  practitionerId: z.number().int(),
  practitionerName: z.string().nullable(),
  title: z.string(),
  /** In the reader's language (Accept-Language) when the guide wrote it in both (decision 062). */
  description: z.string(),
  /** The language `description` is written in; null when unknown. */
  descriptionLocale: ShownLocale,
  /** The address of a session in person; "Online" for an online one. */
  location: z.string(),
  /** Held online: its meeting link is never part of this public view. */
  online: z.boolean(),
  modality: z.string(),
  /** yyyy-MM-dd in Europe/Lisbon. */
  sessionDate: z.string(),
  /** HH:mm in Europe/Lisbon. */
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Cents. */
  price: z.number().int(),
  capacity: z.number().int(),
  remainingSpots: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  imageUrl: z.string().nullable(),
});
export type SessionView = z.infer<typeof SessionView>;

export const SESSION_PAGE_SIZE_DEFAULT = 20;
export const SESSION_PAGE_SIZE_MAX = 100;

/** GET /api/sessions?practitionerId=&status=&upcoming=&page=&pageSize= */
export const SessionListQuery = z.object({
  practitionerId: IdField.optional(),
  status: z.enum(SESSION_STATUSES).optional(),
  /** Only sessions that have not started yet. */
  upcoming: z.enum(['true', 'false']).optional(),
  ...pageQueryFields(SESSION_PAGE_SIZE_DEFAULT, SESSION_PAGE_SIZE_MAX),
});

/** GET /api/sessions: a page of the sessions the caller may see, sorted by start. */
export const SessionPage = pageOf(SessionView);
export type SessionPage = z.infer<typeof SessionPage>;

/** POST /api/sessions: the sessions it created, one per weekly date, sorted by start. */
export const SessionList = z.array(SessionView);

/**
 * Which of a guide's own sessions to list: `upcoming` (scheduled, not started; soonest first),
 * `past` (started, not cancelled; latest first), `cancelled` (latest first), `booked` (with at least
 * one booking, cancelled or not; latest first) or `all` (soonest first).
 */
export const GUIDE_SESSION_VIEWS = ['upcoming', 'past', 'cancelled', 'booked', 'all'] as const;
export type GuideSessionViewName = (typeof GUIDE_SESSION_VIEWS)[number];

const LisbonDay = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-05-01` })
    .regex(DATE_PATTERN, `${label} must be a date like 2026-05-01`)
    // The day after the last one of year 9999 is past what PostgreSQL's timestamps hold.
    .refine((day) => day < '9999-12-31', `${label} must be a date like 2026-05-01`);

/**
 * GET /api/practitioner/sessions?view=&from=&to=&page=&pageSize=: `from` and `to` (Lisbon dates,
 * both included) keep the sessions of those days, as a month of the calendar asks.
 */
export const GuideSessionListQuery = z.object({
  view: z
    .enum(GUIDE_SESSION_VIEWS, { error: /*i18n*/ 'contract.sessions.viewMustBeUpcomingPast' })
    .default('all'),
  from: LisbonDay('From').optional(),
  to: LisbonDay('To').optional(),
  ...pageQueryFields(SESSION_PAGE_SIZE_DEFAULT, SESSION_PAGE_SIZE_MAX),
});
export type GuideSessionListQuery = z.infer<typeof GuideSessionListQuery>;

/** A session as its own guide sees it: with how many bookings hold a place in it, and its meeting link. */
export const GuideSessionView = SessionView.extend({
  /** Bookings that are not cancelled (pending holds included). */
  bookedCount: z.number().int(),
  /** An online session's meeting link; null for one in person. */
  meetingUrl: z.string().nullable(),
  /** The description as the guide wrote it, to edit: the first text, its language, the other version. */
  ownDescription: z.object({
    text: z.string(),
    locale: ShownLocale,
    inOtherLocale: z.string().nullable(),
  }),
});
export type GuideSessionView = z.infer<typeof GuideSessionView>;

export const GuideSessionPage = pageOf(GuideSessionView);
export type GuideSessionPage = z.infer<typeof GuideSessionPage>;
