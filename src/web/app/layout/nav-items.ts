import type { PublicUser } from '@contract/auth';
import { GUIDES_AREA_NAME } from '@contract/brand';

export interface NavItem {
  label: string;
  to: string;
  /** Only an exact match marks it as the current page. */
  end?: boolean;
  /** A link to a section of a page ("/#howItWorks"): never shown as the current page. */
  isAnchor?: boolean;
}

const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'Explore', to: '/explore' },
  { label: 'How It Works', to: '/#howItWorks', isAnchor: true },
  { label: 'About', to: '/about' },
];

const ROLE_NAV: Record<PublicUser['role'], readonly NavItem[]> = {
  student: [{ label: 'My Bookings', to: '/bookings' }],
  practitioner: [
    { label: GUIDES_AREA_NAME, to: '/practitioner-dashboard' },
    { label: 'Apply as Guide', to: '/guide-application' },
  ],
  admin: [{ label: 'Admin Dashboard', to: '/admin' }],
};

/** The header's links: the same four for everyone, plus the signed-in role's own. */
export function mainNavFor(user: PublicUser | null): NavItem[] {
  return user ? [...PUBLIC_NAV, ...ROLE_NAV[user.role]] : [...PUBLIC_NAV];
}

/** The avatar menu's links, between "My Account" and "Log out". */
export function accountNavFor(user: PublicUser): NavItem[] {
  return [
    { label: 'My Bookings', to: '/bookings' },
    { label: 'Saved guides', to: '/saved' },
    ...(user.role === 'practitioner'
      ? [
          { label: 'Dashboard', to: '/practitioner-dashboard' },
          { label: 'Apply as Guide', to: '/guide-application' },
        ]
      : []),
    ...(user.role === 'admin' ? [{ label: 'Admin Dashboard', to: '/admin' }] : []),
    { label: 'Profile', to: '/profile' },
  ];
}
