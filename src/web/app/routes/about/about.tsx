import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { POLICY_PATHS } from '@contract/policies';
import { Accessibility, ArrowRight, type LucideIcon, ShieldCheck, Sparkles, UsersRound } from 'lucide-react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { Trans, useLingui } from './i18n';

const VALUES: readonly { id: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    id: 'trust',
    title: /*i18n*/ 'about.values.trust.title',
    text: /*i18n*/ 'about.values.trust.text',
    icon: ShieldCheck,
  },
  {
    id: 'authenticity',
    title: /*i18n*/ 'about.values.authenticity.title',
    text: /*i18n*/ 'about.values.authenticity.text',
    icon: Sparkles,
  },
  {
    id: 'community',
    title: /*i18n*/ 'about.values.community.title',
    text: /*i18n*/ 'about.values.community.text',
    icon: UsersRound,
  },
  {
    id: 'accessibility',
    title: /*i18n*/ 'about.values.accessibility.title',
    text: /*i18n*/ 'about.values.accessibility.text',
    icon: Accessibility,
  },
];

const POLICY_LINKS: readonly { id: string; to: string; label: string; text: string }[] = [
  {
    id: 'terms',
    to: POLICY_PATHS.terms,
    label: /*i18n*/ 'about.policies.terms.label',
    text: /*i18n*/ 'about.policies.terms.text',
  },
  {
    id: 'privacy',
    to: POLICY_PATHS.privacy,
    label: /*i18n*/ 'about.policies.privacy.label',
    text: /*i18n*/ 'about.policies.privacy.text',
  },
  {
    id: 'cookies',
    to: POLICY_PATHS.cookies,
    label: /*i18n*/ 'about.policies.cookies.label',
    text: /*i18n*/ 'about.policies.cookies.text',
  },
];

export function AboutPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta
        title={i18n._('about.meta.title')}
        description={i18n._('about.meta.description', { product: PRODUCT_NAME })}
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
            {i18n._('about.eyebrow', { product: PRODUCT_NAME })}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {i18n._('about.title')}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-ink-muted">
            <Trans id={/*i18n*/ 'about.story1'} components={{ 0: <em /> }} />
          </p>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            {i18n._('about.story2', { product: PRODUCT_NAME })}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="values-heading"
        className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
      >
        <h2 id="values-heading" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {i18n._('about.values.heading')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ id, title, text, icon: Icon }) => (
            <li key={id} id={id} className="rounded-card border border-border bg-card p-6 shadow-soft">
              <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{i18n._(title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-azulejo-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl font-semibold text-ink">{i18n._('about.find.title')}</h2>
            <p className="mt-1 text-ink-muted">{i18n._('about.find.text')}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/explore">
              {i18n._('about.explorePractitioners')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="policies-heading" className="mx-auto w-full max-w-4xl px-4 pb-20 sm:px-6">
        <h2 id="policies-heading" className="text-2xl font-semibold tracking-tight text-ink">
          {i18n._('about.policies.heading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {POLICY_LINKS.map((policy) => (
            <li
              key={policy.to}
              id={policy.id}
              className="rounded-card border border-border bg-card p-5 shadow-soft"
            >
              <Link to={policy.to} className="font-semibold text-link underline-offset-4 hover:underline">
                {i18n._(policy.label)}
              </Link>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{i18n._(policy.text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-muted">
          <Trans
            id={/*i18n*/ 'about.questions'}
            values={{ email: SUPPORT_EMAIL }}
            components={{
              0: (
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="font-medium text-link underline underline-offset-4"
                >
                  {SUPPORT_EMAIL}
                </a>
              ),
            }}
          />
        </p>
      </section>
    </>
  );
}
