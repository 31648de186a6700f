import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { POLICY_PATHS } from '@contract/policies';
import { Accessibility, ArrowRight, type LucideIcon, ShieldCheck, Sparkles, UsersRound } from 'lucide-react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';

const VALUES: readonly { id: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    id: 'trust',
    title: 'Trust & Safety',
    text: 'Every guide applies, shares their training and is reviewed by our team before they can offer a single session.',
    icon: ShieldCheck,
  },
  {
    id: 'authenticity',
    title: 'Authenticity',
    text: 'Real people, real practices, real reviews. We never invent ratings, and a new guide is shown as new.',
    icon: Sparkles,
  },
  {
    id: 'community',
    title: 'Community',
    text: 'Seekers and guides who care about this city and each other. Reviews are written to help the next person find their way.',
    icon: UsersRound,
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    text: 'Clear prices in euros, sessions in person and online, and a site you can use with a keyboard, a screen reader or a small phone.',
    icon: Accessibility,
  },
];

const POLICY_LINKS: readonly { id: string; to: string; label: string; text: string }[] = [
  {
    id: 'terms',
    to: POLICY_PATHS.terms,
    label: 'Terms of Use',
    text: 'Booking, paying and the refund rule, what guides promise, reviews and closing an account.',
  },
  {
    id: 'privacy',
    to: POLICY_PATHS.privacy,
    label: 'Privacy Policy',
    text: 'What we keep about you, why, for how long and who sees it, and your rights.',
  },
  {
    id: 'cookies',
    to: POLICY_PATHS.cookies,
    label: 'Cookie Policy',
    text: 'One cookie to keep you signed in. No advertising or tracking.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About"
        description={`Why ${PRODUCT_NAME} exists: a calm, trustworthy way to find and book wellness and spiritual practitioners in Lisbon.`}
      />
      <section className="relative overflow-hidden border-b border-border">
        <div aria-hidden="true" className="absolute inset-0 opacity-40">
          <AzulejoPattern tileSize={64} />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-r from-sand-50 via-sand-50/95 to-sand-50/70"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
            About {PRODUCT_NAME}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            A little more light in a busy life
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-ink-muted">
            <em>Luz</em> is Portuguese for light. We started it because finding a good reiki session,
            breathwork circle or sound bath in Lisbon meant scrolling scattered profiles and hoping for the
            best. Wonderful practitioners were hard to find, and seekers had little to go on.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            {PRODUCT_NAME} brings them together in one calm place: guides we have reviewed, honest reviews
            from the people who booked them, clear prices, and booking that takes seconds. We are in beta,
            growing carefully, one neighbourhood at a time.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="values-heading"
        className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
      >
        <h2 id="values-heading" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          What we care about
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ id, title, text, icon: Icon }) => (
            <li key={id} id={id} className="rounded-card border border-border bg-card p-6 shadow-soft">
              <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-azulejo-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl font-semibold text-ink">Find a guide who resonates with you</h2>
            <p className="mt-1 text-ink-muted">Browse practitioners by practice, date and price.</p>
          </div>
          <Button asChild size="lg">
            <Link to="/explore">
              Explore practitioners
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="policies-heading" className="mx-auto w-full max-w-4xl px-4 pb-20 sm:px-6">
        <h2 id="policies-heading" className="text-2xl font-semibold tracking-tight text-ink">
          Privacy, terms and cookies
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {POLICY_LINKS.map((policy) => (
            <li
              key={policy.to}
              id={policy.id}
              className="rounded-card border border-border bg-card p-5 shadow-soft"
            >
              <Link to={policy.to} className="font-semibold text-link underline-offset-4 hover:underline">
                {policy.label}
              </Link>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{policy.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-muted">
          Questions? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-link underline underline-offset-4">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>
    </>
  );
}
