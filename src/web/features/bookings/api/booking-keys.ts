/*
 * The cache keys of bookings, imported as `* as bookingKeys`: a screen's code carries only the keys it uses.
 * A booking's or a session's change reads everything under `all` again.
 */
export const all = ['bookings'] as const;
export const one = (bookingId: number) => [...all, 'one', bookingId] as const;
export const mine = () => [...all, 'mine'] as const;
/** Under `all`: a cancellation adds its refund to the receipt. */
export const receipt = (bookingId: number) => [...all, 'receipt', bookingId] as const;
export const ofGuide = (month: string, paid: boolean) => [...all, 'guide', month, paid] as const;
export const ofSession = (sessionId: number) => [...all, 'session', sessionId] as const;
/** Not under `all`: a cancellation refreshes those, and this one would then answer 409. */
export const refundPreview = (bookingId: number) => ['refund-preview', bookingId] as const;
