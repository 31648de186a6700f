import { formatDate, formatDay } from '@contract/date-formats';
import { describe, expect, it } from 'vitest';
import { I18N } from '@/lib/i18n';
import {
  auditActionLabel,
  auditChanges,
  auditTargetDescription,
  auditTargetLabel,
  formatAdminMoney,
  formatAuditValue,
  guideTag,
  rangeText,
  webLink,
} from './admin-format';

const en = I18N.en;
const pt = I18N['pt-PT'];

describe('formatAdminMoney', () => {
  it('shows cents as euros with two decimals, always', () => {
    expect(formatAdminMoney(4500)).toBe('€45.00');
    expect(formatAdminMoney(4550)).toBe('€45.50');
    expect(formatAdminMoney(5)).toBe('€0.05');
    expect(formatAdminMoney(0)).toBe('€0.00');
    expect(formatAdminMoney(123456)).toBe('€1,234.56');
  });

  it('shows a dash for an amount not paid yet', () => {
    expect(formatAdminMoney(null)).toBe('—');
  });
});

describe('admin dates', () => {
  it("reads the day first, or 'Invalid date'", () => {
    expect(formatDate('2026-03-07T10:00:00Z', 'admin')).toBe('7 Mar 2026');
    expect(formatDate('not a date', 'admin')).toBe('Invalid date');
    expect(formatDay('2026-12-31', 'admin')).toBe('31 Dec 2026');
    expect(formatDay('', 'admin')).toBe('Invalid date');
  });

  it('shows an audit moment with its Lisbon time, on 24 hours', () => {
    expect(formatDate('2026-07-01T17:05:00Z', 'adminDateTime')).toBe('1 Jul 2026, 18:05');
  });
});

describe('labels', () => {
  it('names guides and audit targets by id', () => {
    expect(guideTag(12, en)).toBe('Guide #12');
    expect(auditTargetLabel('guide_application', 3, en)).toBe('Guide application #3');
    expect(auditTargetLabel('user', null, en)).toBe('User');
    expect(auditTargetLabel('payout_batch', 7, en)).toBe('payout batch #7');
    expect(auditTargetLabel('guide_application', 3, pt)).toBe('Candidatura de terapeuta n.º 3');
  });

  it('describes an audit target by id, name and a session’s Lisbon start, or by id once it is gone', () => {
    const session = { targetType: 'session', targetId: 567, targetName: 'Full moon gong bath' };
    expect(auditTargetDescription({ ...session, targetStartsAt: '2027-07-12T19:30:00.000Z' }, en)).toBe(
      'Session #567, Full moon gong bath, 12 Jul 2027, 20:30',
    );
    expect(auditTargetDescription({ ...session, targetName: null, targetStartsAt: null }, en)).toBe(
      'Session #567',
    );
    expect(
      auditTargetDescription(
        { targetType: 'user', targetId: 12, targetName: 'sofia', targetStartsAt: null },
        en,
      ),
    ).toBe('User #12, sofia');
  });

  it('says what an audit action did, and keeps an unknown one as written', () => {
    expect(auditActionLabel('user.deactivate', en)).toBe('Deactivated user');
    expect(auditActionLabel('session.cancel', en)).toBe('Cancelled session');
    expect(auditActionLabel('user.merge', en)).toBe('user.merge');
    expect(auditActionLabel('user.deactivate', pt)).toBe('Desativou utilizador');
    expect(auditActionLabel('user.merge', pt)).toBe('user.merge');
    expect(auditActionLabel('constructor', en)).toBe('constructor');
  });
});

describe('auditChanges', () => {
  it('lists every field touched, with its value before and after', () => {
    expect(auditChanges({ isActive: true }, { isActive: false, sessionsEnded: 2 }, en)).toEqual([
      { field: 'isActive', before: 'Yes', after: 'No' },
      { field: 'sessionsEnded', before: '—', after: '2' },
    ]);
    expect(auditChanges(null, null, en)).toEqual([]);
  });

  it('shows cents as euros', () => {
    expect(auditChanges({ status: 'scheduled' }, { status: 'cancelled', refunded: 5000 }, en)).toEqual([
      { field: 'status', before: 'scheduled', after: 'cancelled' },
      { field: 'refunded', before: '—', after: '€50.00' },
    ]);
    expect(auditChanges({ isActive: true }, { refunded: 5000 }, pt)).toEqual([
      { field: 'isActive', before: 'Sim', after: '—' },
      { field: 'refunded', before: '—', after: '50,00 €' },
    ]);
  });

  it('writes nested values as JSON', () => {
    expect(formatAuditValue({ a: 1 }, '', en)).toBe('{"a":1}');
    expect(formatAuditValue('approved', 'status', en)).toBe('approved');
    expect(formatAuditValue(null, '', en)).toBe('—');
  });
});

describe('links of an application', () => {
  it('links web addresses only', () => {
    expect(webLink('https://luz.pt/cert.pdf')).toBe('https://luz.pt/cert.pdf');
    expect(webLink('/images/certificates/sample.svg')).toBe('/images/certificates/sample.svg');
    expect(webLink('//evil.example/x')).toBeNull();
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(webLink('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(webLink(null)).toBeNull();
  });
});

describe('rangeText', () => {
  it('says which rows of how many are shown', () => {
    expect(rangeText(2, 25, 25, 1977, 'bookings', false, en)).toBe('Showing 26–50 of 1,977 bookings');
    expect(rangeText(3, 25, 4, 54, 'users', false, en)).toBe('Showing 51–54 of 54 users');
    expect(rangeText(1, 25, 0, 0, 'sessions', false, en)).toBe('0 sessions');
  });

  it('says it in one sentence per list, in the singular for one row, in Portuguese too', () => {
    expect(rangeText(1, 25, 1, 1, 'conversations', false, en)).toBe('Showing 1–1 of 1 report');
    expect(rangeText(1, 25, 1, 1, 'audit-log', false, pt)).toBe('A mostrar 1–1 de 1 registo');
    expect(rangeText(2, 25, 25, 1977, 'bookings', false, pt)).toBe('A mostrar 26–50 de 1977 reservas');
    expect(rangeText(1, 25, 0, 0, 'reviews', false, pt)).toBe('0 avaliações');
  });

  it('says "300+" when the list was counted only so far', () => {
    expect(rangeText(3, 25, 25, 300, 'bookings', true, en)).toBe('Showing 51–75 of 300+ bookings');
  });
});
