import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { I18N } from '@/lib/i18n';
import { accountNavFor, mainNavFor } from './nav-items';

const guide: PublicUser = {
  id: 3,
  username: 'lia',
  email: 'lia@example.pt',
  role: ROLE.guide,
  name: 'Lia',
  isGuide: true,
  isApproved: false,
  profileComplete: false,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

// Items carry message ids; the tests read them as an English page shows them.
const english = <T extends { label: string }>(items: T[]) =>
  items.map((item) => ({ ...item, label: I18N.en._(item.label) }));
const labels = (items: { label: string }[]) => english(items).map((item) => item.label);

describe('a guide’s own links', () => {
  it('lead an approved guide to the dashboard, never to apply again', () => {
    const approved = { ...guide, isApproved: true };
    expect(labels(mainNavFor(approved, 'approved')).slice(4)).toEqual(['Luz for Guides']);
    expect(labels(accountNavFor(approved, 'approved'))).toContain('Dashboard');
    expect(labels(accountNavFor(approved, 'approved'))).not.toContain('Apply as Guide');
  });

  it('show a guide whose application is under review its status', () => {
    expect(english(mainNavFor(guide, 'pending').slice(4))).toEqual([
      { label: 'Luz for Guides', to: '/practitioner-dashboard' },
      { label: 'Application Status', to: '/waiting-approval' },
    ]);
    expect(english(accountNavFor(guide, 'pending'))).toContainEqual({
      label: 'Application Status',
      to: '/waiting-approval',
    });
  });

  it('offer the application to a guide who has none under review, and nothing while it is not known', () => {
    expect(labels(mainNavFor(guide, 'may-apply'))).toContain('Apply as Guide');
    expect(labels(accountNavFor(guide, 'may-apply'))).toContain('Apply as Guide');
    expect(labels(mainNavFor(guide))).not.toContain('Apply as Guide');
    expect(labels(mainNavFor(guide))).not.toContain('Application Status');
  });

  it('are not offered to seekers, admins or visitors', () => {
    for (const user of [{ ...guide, role: ROLE.seeker }, { ...guide, role: 'admin' as const }, null]) {
      const items = [...mainNavFor(user, 'may-apply'), ...(user ? accountNavFor(user, 'may-apply') : [])];
      expect(labels(items)).not.toContain('Apply as Guide');
    }
  });
});
