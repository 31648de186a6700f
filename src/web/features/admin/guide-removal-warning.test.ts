import { describe, expect, it } from 'vitest';
import { I18N } from '@/lib/i18n';
import { formatAdminMoney } from './admin-format';
import { guideRemovalWarning } from './guide-removal-warning';

const preview = (counts: Partial<Parameters<typeof guideRemovalWarning>[0]>) => ({
  sessions: 0,
  bookings: 0,
  paidBookings: 0,
  refund: 0,
  seekers: 0,
  ...counts,
});

describe('guideRemovalWarning', () => {
  it('says nothing when nothing is ahead', () => {
    expect(guideRemovalWarning(preview({}), 'rita', 'reactivate', I18N.en)).toBeNull();
  });

  it('names the sessions, bookings, refunds and who is told', () => {
    expect(
      guideRemovalWarning(
        preview({ sessions: 2, bookings: 4, paidBookings: 3, refund: 10500, seekers: 3 }),
        'rita',
        'reactivate',
        I18N.en,
      ),
    ).toEqual([
      'Their 2 upcoming sessions will be cancelled, with the 4 bookings on them. 3 paid bookings will be refunded in full (€105.00 in all), and 1 unpaid hold let go.',
      '3 seekers and rita will be told by email. Reactivating rita later does not bring them back.',
    ]);
  });

  it('speaks of one of each in the singular', () => {
    expect(
      guideRemovalWarning(
        preview({ sessions: 1, bookings: 1, paidBookings: 1, refund: 2750, seekers: 1 }),
        'rita',
        'approve',
        I18N.en,
      ),
    ).toEqual([
      'Their 1 upcoming session will be cancelled, with the 1 booking on it. 1 paid booking will be refunded in full (€27.50 in all).',
      '1 seeker and rita will be told by email. Approving rita later does not bring it back.',
    ]);
  });

  it('refunds nothing when only unpaid holds are booked', () => {
    expect(
      guideRemovalWarning(
        preview({ sessions: 1, bookings: 2, seekers: 2 }),
        'rita',
        'reactivate',
        I18N.en,
      )?.[0],
    ).toBe(
      'Their 1 upcoming session will be cancelled, with the 2 bookings on it. None of them is paid yet, so nothing will be refunded.',
    );
  });

  it('still says the sessions go when no one has booked them', () => {
    expect(guideRemovalWarning(preview({ sessions: 3 }), 'rita', 'reactivate', I18N.en)).toEqual([
      'Their 3 upcoming sessions will be cancelled too. No one has booked them; rita will be told by email.',
      'Reactivating rita later does not bring them back.',
    ]);
  });

  it('says it in Portuguese, each sentence one message', () => {
    expect(
      guideRemovalWarning(
        preview({ sessions: 2, bookings: 3, paidBookings: 2, refund: 8500, seekers: 1 }),
        'rita',
        'approve',
        I18N['pt-PT'],
      ),
    ).toEqual([
      `Serão canceladas 2 sessões futuras e, com elas, 3 reservas. 2 reservas pagas serão reembolsadas na totalidade (${formatAdminMoney(8500, 'pt-PT')} no total), e 1 reserva por pagar será libertada.`,
      '1 participante e rita serão informados por email. Aprovar rita mais tarde não as traz de volta.',
    ]);
  });
});
