import { ROLE, type Role } from './roles';

export type RouteAccess =
  | { kind: 'public' }
  /** Only for visitors who are signed out; signed-in users are sent to their home. */
  | { kind: 'signed-out' }
  | { kind: 'signed-in' }
  | { kind: 'role'; role: Role; needsApproval?: boolean; needsCompleteProfile?: boolean };

export interface AppRoute {
  path: string;
  access: RouteAccess;
}

const pub: RouteAccess = { kind: 'public' };
const guide: RouteAccess = { kind: 'role', role: ROLE.guide };

/** Every page of the web app. The server answers 404 for any other path, with the app's not-found page. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', access: pub },
  { path: '/explore', access: pub },
  { path: '/practitioner/:id', access: pub },
  { path: '/practitioners/:id', access: pub },
  { path: '/about', access: pub },
  { path: '/resources', access: pub },
  { path: '/terms', access: pub },
  { path: '/privacy', access: pub },
  { path: '/cookies', access: pub },
  { path: '/auth', access: pub },
  { path: '/forgot-password', access: pub },
  { path: '/reset-password', access: pub },
  { path: '/signup', access: { kind: 'signed-out' } },
  { path: '/dashboard', access: { kind: 'signed-in' } },
  { path: '/bookings', access: { kind: 'signed-in' } },
  { path: '/bookings/:id/receipt', access: { kind: 'signed-in' } },
  { path: '/booking-success', access: { kind: 'signed-in' } },
  { path: '/profile', access: { kind: 'signed-in' } },
  { path: '/saved', access: { kind: 'signed-in' } },
  { path: '/checkout/:id', access: { kind: 'signed-in' } },
  { path: '/admin', access: { kind: 'role', role: 'admin' } },
  {
    path: '/practitioner-dashboard',
    access: { kind: 'role', role: ROLE.guide, needsApproval: true, needsCompleteProfile: true },
  },
  { path: '/practitioner-profile', access: { kind: 'role', role: ROLE.guide, needsApproval: true } },
  { path: '/onboarding/guide', access: guide },
  { path: '/onboarding/guide-application', access: guide },
  { path: '/guide-application', access: guide },
  { path: '/waiting-approval', access: guide },
  { path: '/setup/profile', access: { kind: 'role', role: ROLE.guide, needsApproval: true } },
];

const patternCache = new Map<string, RegExp>();

function patternOf(path: string): RegExp {
  let re = patternCache.get(path);
  if (!re) {
    const body = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body}/?$`);
    patternCache.set(path, re);
  }
  return re;
}

export function findAppRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => patternOf(route.path).test(pathname));
}

/** Where `/dashboard` and a successful sign-in send each role. */
export const HOME_OF_ROLE: Record<Role, string> = {
  [ROLE.seeker]: '/',
  [ROLE.guide]: '/practitioner-dashboard',
  admin: '/admin',
};
