import type { GuideRemovalPreview } from '@contract/admin';
import type { Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { formatAdminMoney } from './admin-format';

/** What the admin would do to bring the guide back: reactivate a deactivated one, approve a rejected one. */
export type GuideReturn = 'reactivate' | 'approve';

const NOT_BACK: Record<GuideReturn, string> = {
  reactivate: /*i18n*/ 'admin.removal.notBackReactivating',
  approve: /*i18n*/ 'admin.removal.notBackApproving',
};

/**
 * What the admin reads before deactivating a guide or taking their approval back, from the server's count of
 * what that cancels: sessions ahead go, with every booking on them, paid ones refunded in full, and everyone
 * is told. Nothing for a seeker or a guide with nothing ahead (null). `undo` names what the admin would do
 * to bring the guide back, which brings none of it back. Each sentence is one message, so each language
 * words its plurals its own way.
 */
export function guideRemovalWarning(
  preview: GuideRemovalPreview,
  guide: string,
  undo: GuideReturn,
  i18n: I18n,
): string[] | null {
  const { sessions, bookings, paidBookings, refund, seekers } = preview;
  if (sessions === 0) return null;
  const gone = i18n._(NOT_BACK[undo], { sessions, guide });
  if (bookings === 0) return [i18n._('admin.removal.sessionsNoBookings', { sessions, guide }), gone];
  const unpaid = bookings - paidBookings;
  const amount = formatAdminMoney(refund, i18n.locale as Locale);
  const money =
    paidBookings === 0
      ? i18n._('admin.removal.nonePaid', { bookings })
      : unpaid > 0
        ? i18n._('admin.removal.refundedAndLetGo', { paid: paidBookings, amount, unpaid })
        : i18n._('admin.removal.refunded', { paid: paidBookings, amount });
  return [
    `${i18n._('admin.removal.sessionsWithBookings', { sessions, bookings })} ${money}`,
    `${i18n._('admin.removal.told', { seekers, guide })} ${gone}`,
  ];
}
