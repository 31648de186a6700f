/* The cache keys of conversations, imported as `* as conversationKeys`. */
export const all = ['conversations'] as const;
export const unread = () => [...all, 'unread'] as const;
export const one = (bookingId: number) => [...all, 'one', bookingId] as const;
