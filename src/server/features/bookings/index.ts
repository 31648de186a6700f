/* The bookings feature as other features may use it: its lifecycle, its money rule and its reads. */
export { BookingEmails } from './booking-emails';
export { BookingJobs } from './booking-jobs';
export { BookingMaintenance } from './booking-maintenance';
export { amountsAfterRefund, commissionOf, REFUNDED_IN_FULL } from './booking-money';
export {
  BOOKING_TRANSITIONS,
  HOLD_SLOT_INDEX,
  type HoldInput,
  type PlacedHold,
  placeHold,
  placePrivateHold,
  SESSION_TRANSITIONS,
  type SessionRow,
  transitionBookings,
  transitionSessions,
} from './booking-transitions';
export { type BookingDetails, findBookingDetails, findOneBookingDetails } from './booking-view';
export { GuideBookingService, PAID_STATUSES } from './guide-bookings';
export { PaymentReviewService } from './payment-review';
export { seekerRefund } from './refund-policy';
export { RefundSender } from './refunds';
