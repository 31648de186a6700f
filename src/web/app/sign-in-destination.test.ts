import { APP_ROUTES } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedReturnPath, destinationAfterLogin, destinationAfterRegister } from './sign-in-destination';

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

function answerApplication(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('allowedReturnPath', () => {
  it('returns to a remembered page the user may open, with its query', () => {
    expect(allowedReturnPath('/bookings?tab=past', user(ROLE.seeker))).toBe('/bookings?tab=past');
  });

  it('refuses pages of another role, unknown pages, other sites and the auth pages', () => {
    expect(allowedReturnPath('/admin', user(ROLE.seeker))).toBeNull();
    expect(allowedReturnPath('/nowhere', user(ROLE.seeker))).toBeNull();
    expect(allowedReturnPath('//evil.example/bookings', user(ROLE.seeker))).toBeNull();
    expect(allowedReturnPath('https://evil.example/', user(ROLE.seeker))).toBeNull();
    expect(allowedReturnPath('/auth', user(ROLE.seeker))).toBeNull();
  });
});

describe('destinationAfterLogin', () => {
  it('sends a seeker home and an admin to the admin panel', async () => {
    expect(await destinationAfterLogin(user(ROLE.seeker), undefined, new QueryClient())).toBe('/');
    expect(await destinationAfterLogin(user('admin'), undefined, new QueryClient())).toBe('/admin');
  });

  it('sends a guide by the state of their application', async () => {
    const guide = user(ROLE.guide);
    answerApplication(200, { id: 3, status: 'approved', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(await destinationAfterLogin(guide, undefined, new QueryClient())).toBe('/practitioner-dashboard');
    answerApplication(200, { id: 3, status: 'pending', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(await destinationAfterLogin(guide, undefined, new QueryClient())).toBe('/waiting-approval');
    answerApplication(200, { id: 3, status: 'rejected', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(await destinationAfterLogin(guide, undefined, new QueryClient())).toBe('/waiting-approval');
    answerApplication(200, null);
    expect(await destinationAfterLogin(guide, undefined, new QueryClient())).toBe('/onboarding/guide');
    answerApplication(500, { error: 'Boom', code: 'INTERNAL_ERROR' });
    expect(await destinationAfterLogin(guide, undefined, new QueryClient())).toBe('/practitioner-dashboard');
  });

  it('prefers the remembered page when the user may open it', async () => {
    expect(await destinationAfterLogin(user('admin'), '/profile', new QueryClient())).toBe('/profile');
  });
});

describe('destinationAfterRegister', () => {
  it('sends a new guide to apply and anyone else to their dashboard', () => {
    expect(destinationAfterRegister(user(ROLE.guide, { isApproved: false }), '/bookings')).toBe(
      '/onboarding/guide-application',
    );
    expect(destinationAfterRegister(user(ROLE.seeker), undefined)).toBe('/dashboard');
  });
});

describe('the route table', () => {
  it('gives every app route a screen', async () => {
    const { SCREENS } = await import('./router');
    for (const route of APP_ROUTES) expect(SCREENS[route.path], route.path).toBeTypeOf('function');
    // The router imports the shell, which waits for its catalogues to load.
  }, 30_000);
});
