import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';

export interface NavItem {
  /** A message id. */
  label: string;
  to: string;
  /** Only an exact match marks it as the current page. */
  end?: boolean;
  /** A link to a section of a page ("/#howItWorks"): never shown as the current page. */
  isAnchor?: boolean;
}

const PUBLIC_NAV: readonly NavItem[] = [
  { label: /*i18n*/ 'nav.home', to: '/', end: true },
  { label: /*i18n*/ 'nav.explore', to: '/explore' },
  { label: /*i18n*/ 'nav.howItWorks', to: '/#howItWorks', isAnchor: true },
  { label: /*i18n*/ 'nav.about', to: '/about' },
];

/**
 * Where a signed-in guide stands with Luz: approved, with an application under review, free to apply (never
 * applied, or rejected), or not known yet (still asking, or not a guide).
 */
export type GuideStanding = 'approved' | 'pending' | 'may-apply' | 'unknown';

/** A guide's own link beside the dashboard: apply, or follow the application; an approved guide needs neither. */
function guideLinksFor(standing: GuideStanding): NavItem[] {
  if (standing === 'pending') return [{ label: /*i18n*/ 'nav.applicationStatus', to: '/waiting-approval' }];
  if (standing === 'may-apply') return [{ label: /*i18n*/ 'nav.applyAsGuide', to: '/guide-application' }];
  return [];
}

function roleNavFor(user: PublicUser, standing: GuideStanding): NavItem[] {
  switch (user.role) {
    case ROLE.seeker:
      return [{ label: /*i18n*/ 'nav.myBookings', to: '/bookings' }];
    case ROLE.guide:
      return [
        { label: /*i18n*/ 'nav.guidesArea', to: '/practitioner-dashboard' },
        ...guideLinksFor(standing),
      ];
    case 'admin':
      return [{ label: /*i18n*/ 'nav.adminDashboard', to: '/admin' }];
  }
}

/** The header's links: the same four for everyone, plus the signed-in role's own. */
export function mainNavFor(user: PublicUser | null, standing: GuideStanding = 'unknown'): NavItem[] {
  return user ? [...PUBLIC_NAV, ...roleNavFor(user, standing)] : [...PUBLIC_NAV];
}

/** The avatar menu's links, between "My Account" and "Log out". */
export function accountNavFor(user: PublicUser, standing: GuideStanding = 'unknown'): NavItem[] {
  return [
    { label: /*i18n*/ 'nav.myBookings', to: '/bookings' },
    { label: /*i18n*/ 'nav.savedGuides', to: '/saved' },
    ...(user.role === ROLE.guide
      ? [{ label: /*i18n*/ 'nav.dashboard', to: '/practitioner-dashboard' }, ...guideLinksFor(standing)]
      : []),
    ...(user.role === 'admin' ? [{ label: /*i18n*/ 'nav.adminDashboard', to: '/admin' }] : []),
    { label: /*i18n*/ 'nav.profile', to: '/profile' },
  ];
}
