/* The bookings feature as other features may use it. */
export * as bookingKeys from './api/booking-keys';
export { useGuideBookings } from './api/get-guide-bookings';
export { useSessionBookings } from './api/get-session-bookings';
