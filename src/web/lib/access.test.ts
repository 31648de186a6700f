import { APP_ROUTES, findAppRoute } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const user = (role: PublicUser['role'], extra: Partial<PublicUser> = {}): PublicUser => ({
  id: 1,
  username: 'maria',
  email: 'maria@example.pt',
  role,
  name: 'Maria',
  isGuide: role === 'practitioner',
  isApproved: true,
  profileComplete: true,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const accessOf = (path: string) => {
  const route = findAppRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return route.access;
};

describe('decideAccess', () => {
  it('lets anyone open public pages', () => {
    expect(decideAccess(accessOf('/explore'), null)).toEqual({ kind: 'allow' });
    expect(decideAccess(accessOf('/practitioner/12'), user('admin'))).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors of signed-in pages to sign in', () => {
    expect(decideAccess(accessOf('/bookings'), null)).toEqual({ kind: 'sign-in' });
    expect(decideAccess(accessOf('/admin'), null)).toEqual({ kind: 'sign-in' });
  });

  it('sends signed-in users away from the guide sign-up to their dashboard', () => {
    expect(decideAccess(accessOf('/signup'), user('student'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideAccess(accessOf('/signup'), null)).toEqual({ kind: 'allow' });
  });

  it('names the role a page needs when the user has another', () => {
    expect(decideAccess(accessOf('/admin'), user('student'))).toEqual({ kind: 'wrong-role', role: 'admin' });
    expect(decideAccess(accessOf('/practitioner-dashboard'), user('admin'))).toEqual({
      kind: 'wrong-role',
      role: 'practitioner',
    });
  });

  it('sends an unapproved guide to the waiting page only where approval is needed', () => {
    const pending = user('practitioner', { isApproved: false });
    expect(decideAccess(accessOf('/setup/profile'), pending)).toEqual({
      kind: 'redirect',
      to: '/waiting-approval',
    });
    expect(decideAccess(accessOf('/practitioner-dashboard'), pending)).toEqual({ kind: 'allow' });
  });

  it('sends a guide with an incomplete profile to set it up where a complete one is needed', () => {
    const access = { kind: 'role', role: 'practitioner', needsCompleteProfile: true } as const;
    expect(decideAccess(access, user('practitioner', { profileComplete: false }))).toEqual({
      kind: 'redirect',
      to: '/setup/profile',
    });
  });

  it('has a decision for every page of the app', () => {
    for (const route of APP_ROUTES) expect(decideAccess(route.access, null).kind).toMatch(/allow|sign-in/);
  });
});
