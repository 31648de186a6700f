import { APP_ROUTES, findAppRoute } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const user = (role: PublicUser['role'], extra: Partial<PublicUser> = {}): PublicUser => ({
  id: 1,
  username: 'maria',
  email: 'maria@example.pt',
  role,
  name: 'Maria',
  isGuide: role === ROLE.guide,
  isApproved: true,
  profileComplete: true,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const routeOf = (path: string) => {
  const route = findAppRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return route;
};

describe('decideAccess', () => {
  it('lets anyone open public pages', () => {
    expect(decideAccess(routeOf('/explore'), null)).toEqual({ kind: 'allow' });
    expect(decideAccess(routeOf('/practitioner/12'), user('admin'))).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors of signed-in pages to sign in', () => {
    expect(decideAccess(routeOf('/bookings'), null)).toEqual({ kind: 'sign-in' });
    expect(decideAccess(routeOf('/admin'), null)).toEqual({ kind: 'sign-in' });
  });

  it('sends signed-in users away from the guide sign-up to their dashboard', () => {
    expect(decideAccess(routeOf('/signup'), user(ROLE.seeker))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideAccess(routeOf('/signup'), null)).toEqual({ kind: 'allow' });
  });

  it('names the role a page needs when the user has another', () => {
    expect(decideAccess(routeOf('/admin'), user(ROLE.seeker))).toEqual({ kind: 'wrong-role', role: 'admin' });
    expect(decideAccess(routeOf('/practitioner-dashboard'), user('admin'))).toEqual({
      kind: 'wrong-role',
      role: ROLE.guide,
    });
  });

  it('sends a signed-in guide who is not approved yet from the guide sign-up on to the application', () => {
    expect(decideAccess(routeOf('/signup'), user(ROLE.guide, { isApproved: false }))).toEqual({
      kind: 'redirect',
      to: '/onboarding/guide',
    });
    expect(decideAccess(routeOf('/signup'), user(ROLE.guide))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('confines an unapproved guide to the waiting page and the application forms', () => {
    const pending = user(ROLE.guide, { isApproved: false, profileComplete: false });
    for (const path of ['/setup/profile', '/practitioner-dashboard', '/practitioner-profile']) {
      expect(decideAccess(routeOf(path), pending), path).toEqual({
        kind: 'redirect',
        to: '/waiting-approval',
      });
    }
    for (const path of [
      '/waiting-approval',
      '/onboarding/guide',
      '/onboarding/guide-application',
      '/guide-application',
    ]) {
      expect(decideAccess(routeOf(path), pending), path).toEqual({ kind: 'allow' });
    }
  });

  it('sends an approved guide with an incomplete profile to set it up first', () => {
    const incomplete = user(ROLE.guide, { profileComplete: false });
    for (const path of ['/practitioner-dashboard', '/practitioner-profile']) {
      expect(decideAccess(routeOf(path), incomplete), path).toEqual({
        kind: 'redirect',
        to: '/setup/profile',
      });
    }
    expect(decideAccess(routeOf('/setup/profile'), incomplete)).toEqual({ kind: 'allow' });
    expect(decideAccess(routeOf('/practitioner-dashboard'), user(ROLE.guide))).toEqual({ kind: 'allow' });
  });

  it('has a decision for every page of the app', () => {
    for (const route of APP_ROUTES) expect(decideAccess(route, null).kind).toMatch(/allow|sign-in/);
  });
});
