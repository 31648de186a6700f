import { FOOTER_TAGLINE, PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { POLICY_PATHS } from '@contract/policies';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '@/components/social-icons';

interface FooterLink {
  label: string;
  /** An app path, or a mailto: address. */
  to: string;
}

// Links whose page does not exist yet point to the nearest real one.
const GROUPS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Categories', to: '/explore' },
      { label: 'Featured Practitioners', to: '/#featured-guides' },
      { label: 'How It Works', to: '/#howItWorks' },
      { label: 'Testimonials', to: '/#testimonials' },
    ],
  },
  {
    title: 'Join Us',
    links: [
      { label: 'For Practitioners', to: '/signup' },
      { label: 'For Seekers', to: '/auth?tab=register' },
      { label: 'Partner With Us', to: `mailto:${SUPPORT_EMAIL}?subject=Partnering%20with%20${PRODUCT_NAME}` },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/resources' },
      { label: 'Contact', to: `mailto:${SUPPORT_EMAIL}` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: POLICY_PATHS.privacy },
      { label: 'Terms', to: POLICY_PATHS.terms },
      { label: 'Cookie Policy', to: POLICY_PATHS.cookies },
    ],
  },
];

// The spec leaves the social accounts as placeholders: these are the networks' home pages.
const SOCIAL: readonly { label: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: `${PRODUCT_NAME} on Instagram`, href: 'https://www.instagram.com/', icon: InstagramIcon },
  { label: `${PRODUCT_NAME} on Facebook`, href: 'https://www.facebook.com/', icon: FacebookIcon },
  { label: `${PRODUCT_NAME} on Twitter`, href: 'https://x.com/', icon: TwitterIcon },
];

const linkClass = 'rounded text-sm text-ink-muted transition-colors hover:text-azulejo-700 hover:underline';

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-sand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8 lg:py-16">
        <div className="grid content-start gap-4">
          <BrandLogo />
          <p className="max-w-xs text-sm leading-relaxed text-ink-muted">{FOOTER_TAGLINE}</p>
          <ul className="flex gap-2">
            {SOCIAL.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-card text-azulejo-700 shadow-soft transition-colors hover:bg-azulejo-600 hover:text-white"
                >
                  <Icon className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="font-sans text-sm font-semibold text-ink">{group.title}</h2>
              <ul className="mt-3 grid gap-2.5">
                {group.links.map((link) => (
                  <li key={link.label}>
                    {link.to.startsWith('mailto:') ? (
                      <a href={link.to} className={linkClass}>
                        {link.label}
                      </a>
                    ) : (
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Made with care in Lisbon.
          </p>
          <p>
            Questions?{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
