import { z } from 'zod';
import { BOOKING_STATUSES } from './catalog';

/** A booking as its seeker sees it (My Bookings, confirmation), with the session it is for. */
export const BookingView = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  /** Cents paid, null until paid. */
  paymentAmount: z.number().int().nullable(),
  commissionAmount: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  session: z.object({
    title: z.string(),
    modality: z.string(),
    sessionDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    startsAt: z.string(),
    location: z.string(),
    price: z.number().int(),
    practitionerId: z.number().int(),
    practitionerName: z.string().nullable(),
    status: z.string(),
  }),
});
export type BookingView = z.infer<typeof BookingView>;

/** A booking of one of the guide's sessions, as the guide's dashboard sees it. */
export const PractitionerBookingView = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  sessionStartsAt: z.string(),
  sessionDate: z.string(),
  startTime: z.string(),
  seekerName: z.string(),
  seekerEmail: z.string(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  paymentAmount: z.number().int().nullable(),
  commissionAmount: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PractitionerBookingView = z.infer<typeof PractitionerBookingView>;
