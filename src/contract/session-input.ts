import { z } from 'zod';
import { SESSION_MODALITIES } from './catalog';
import { DATE_PATTERN, TIME_PATTERN } from './sessions';

export const MAX_WEEKLY_REPEATS = 12;
export const SESSION_DEFAULTS = { startTime: '10:00', endTime: '11:00', price: 5000, capacity: 10 } as const;

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/** POST /api/sessions and PATCH /api/sessions/{id}: date and times are Lisbon wall-clock; price in cents. */
export const SessionInput = z
  .object({
    title: required('Title is required', 120),
    description: required('Description is required', 4000),
    location: required('Location is required', 200),
    modality: z.enum(SESSION_MODALITIES, { error: 'Modality is required' }),
    sessionDate: z.string({ error: 'A date is required' }).regex(DATE_PATTERN, 'A date is required'),
    startTime: z.string({ error: 'Start time is required' }).regex(TIME_PATTERN, 'Use a time like 10:00'),
    endTime: z.string({ error: 'End time is required' }).regex(TIME_PATTERN, 'Use a time like 11:00'),
    price: z
      .number({ error: 'Price must be at least €1' })
      .int('Price must be a whole number of cents')
      .min(100, 'Price must be at least €1')
      .max(1_000_000, 'Price is too high'),
    capacity: z
      .number({ error: 'Capacity must be at least 1' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(500, 'Capacity is too high'),
    imageUrl: z.string().trim().max(500).optional().nullable(),
  })
  .refine((s) => s.endTime > s.startTime, {
    message: 'End time must be after start time',
    path: ['endTime'],
  });
export type SessionInput = z.infer<typeof SessionInput>;

/** POST /api/sessions also takes how many weekly occurrences to create (1 = just this date). */
export const CreateSessionsInput = z.intersection(
  SessionInput,
  z.object({
    repeatWeeks: z
      .number()
      .int()
      .min(1)
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
  imageUrl: 'Please choose an image uploaded to Luz or a web address',
} as const;
