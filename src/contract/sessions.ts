import { z } from 'zod';
import { SESSION_STATUSES } from './catalog';
import { IdField } from './ids';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A session as the API shows it: instants plus the same moments as Lisbon wall-clock date and times. */
export const SessionView = z.object({
  id: z.number().int(),
  practitionerId: z.number().int(),
  practitionerName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
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

export const SessionListQuery = z.object({
  practitionerId: IdField.optional(),
  status: z.enum(SESSION_STATUSES).optional(),
  /** Only sessions that have not started yet. */
  upcoming: z.enum(['true', 'false']).optional(),
});

/** GET /api/sessions: sorted by start. */
export const SessionList = z.array(SessionView);
