import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { POLICY_PATHS } from '@contract/policies';
import type { ComponentType, SVGProps } from 'react';
import { BrandLogo } from '@/app/layout/brand-logo';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '@/components/social-icons';
import { useLingui } from '@/i18n';
import { Link } from '@/lib/router';

interface FooterLink {
  /** A message id. */
  label: string;
  /** An app path, or a mailto: address. */
  to: string;
}

// Links whose page does not exist yet point to the nearest real one.
const GROUPS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: /*i18n*/ 'footer.explore',
    links: [
      { label: /*i18n*/ 'footer.categories', to: '/explore' },
      { label: /*i18n*/ 'footer.featuredGuides', to: '/#featured-guides' },
      { label: /*i18n*/ 'footer.howItWorks', to: '/#howItWorks' },
      { label: /*i18n*/ 'footer.testimonials', to: '/#testimonials' },
    ],
  },
  {
    title: /*i18n*/ 'footer.joinUs',
    links: [
      { label: /*i18n*/ 'footer.forGuides', to: '/signup' },
      { label: /*i18n*/ 'footer.forSeekers', to: '/auth?tab=register' },
      {
        label: /*i18n*/ 'footer.partner',
        to: `mailto:${SUPPORT_EMAIL}?subject=Partnering%20with%20${PRODUCT_NAME}`,
      },
    ],
  },
  {
    title: /*i18n*/ 'footer.company',
    links: [
      { label: /*i18n*/ 'footer.about', to: '/about' },
      { label: /*i18n*/ 'footer.blog', to: '/resources' },
      { label: /*i18n*/ 'footer.contact', to: `mailto:${SUPPORT_EMAIL}` },
    ],
  },
  {
    title: /*i18n*/ 'footer.legal',
    links: [
      { label: /*i18n*/ 'footer.privacy', to: POLICY_PATHS.privacy },
      { label: /*i18n*/ 'footer.terms', to: POLICY_PATHS.terms },
      { label: /*i18n*/ 'footer.cookies', to: POLICY_PATHS.cookies },
    ],
  },
];

// The spec leaves the social accounts as placeholders: these are the networks' home pages.
const SOCIAL: readonly { network: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { network: 'Instagram', href: 'https://www.instagram.com/', icon: InstagramIcon },
  { network: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
  { network: 'Twitter', href: 'https://x.com/', icon: TwitterIcon },
];

const linkClass = 'rounded text-sm text-ink-muted transition-colors hover:text-azulejo-700 hover:underline';

export function SiteFooter() {
  const { i18n } = useLingui();
  return (
    <footer className="border-t border-border bg-sand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8 lg:py-16">
        <div className="grid content-start gap-4">
          <BrandLogo />
          <p className="max-w-xs text-sm leading-relaxed text-ink-muted">{i18n._('footer.tagline')}</p>
          <ul className="flex gap-2">
            {SOCIAL.map(({ network, href, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={i18n._('footer.socialLink', { product: PRODUCT_NAME, network })}
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
            <nav key={group.title} aria-label={i18n._(group.title)}>
              <h2 className="font-sans text-sm font-semibold text-ink">{i18n._(group.title)}</h2>
              <ul className="mt-3 grid gap-2.5">
                {group.links.map((link) => (
                  <li key={link.label}>
                    {link.to.startsWith('mailto:') ? (
                      <a href={link.to} className={linkClass}>
                        {i18n._(link.label)}
                      </a>
                    ) : (
                      <Link to={link.to} className={linkClass}>
                        {i18n._(link.label)}
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
          <p>{i18n._('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
          <LanguageSwitch />
          <p>
            {i18n._('footer.questions')}{' '}
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
