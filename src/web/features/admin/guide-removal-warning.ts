import type { GuideRemovalPreview } from '@contract/admin';
import { formatAdminMoney } from './admin-format';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the admin reads before deactivating a guide or taking their approval back, from the server's count of
 * what that cancels: sessions ahead go, with every booking on them, paid ones refunded in full, and everyone
 * is told. Nothing for a seeker or a guide with nothing ahead (null). `undo` names what the admin would do
 * to bring the guide back, which brings none of it back.
 */
export function guideRemovalWarning(
  preview: GuideRemovalPreview,
  guide: string,
  undo: 'Reactivating' | 'Approving',
): string[] | null {
  const { sessions, bookings, paidBookings, refund, seekers } = preview;
  if (sessions === 0) return null;
  const theSessions = sessions === 1 ? 'it' : 'them';
  const ahead = `Their ${counted(sessions, 'upcoming session', 'upcoming sessions')} will be cancelled`;
  const gone = `${undo} ${guide} later does not bring ${theSessions} back.`;
  if (bookings === 0) {
    return [`${ahead} too. No one has booked ${theSessions}; ${guide} will be told by email.`, gone];
  }
  const unpaid = bookings - paidBookings;
  const money =
    paidBookings === 0
      ? `None of ${bookings === 1 ? 'it is' : 'them is'} paid yet, so nothing will be refunded.`
      : `${counted(paidBookings, 'paid booking', 'paid bookings')} will be refunded in full (${formatAdminMoney(refund)} in all)${
          unpaid > 0 ? `, and ${counted(unpaid, 'unpaid hold', 'unpaid holds')} let go` : ''
        }.`;
  return [
    `${ahead}, with the ${counted(bookings, 'booking', 'bookings')} on ${theSessions}. ${money}`,
    `${counted(seekers, 'seeker', 'seekers')} and ${guide} will be told by email. ${gone}`,
  ];
}
