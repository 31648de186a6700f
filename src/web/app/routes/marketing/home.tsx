import { EXPLORE_CATEGORIES, METHOD_TILES } from '@contract/catalog';
import { usePrefetchQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  AudioLines,
  Award,
  BadgeCheck,
  CalendarCheck,
  Flower2,
  HandHeart,
  HeartHandshake,
  type LucideIcon,
  PersonStanding,
  Search,
  Shapes,
  Sparkles,
  Sprout,
  Star,
  Wind,
  Zap,
} from 'lucide-react';
import { lazy } from 'react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WhenVisible } from '@/components/when-visible';
import { featuredGuidesQuery } from '@/features/guides/api/search-guides';
import { testimonialsQuery } from '@/features/reviews/api/get-testimonials';
import { categoryName, practiceMethods, practiceTitle } from '@/lib/practice-names';
import { Link, useLocation } from '@/lib/router';
import { HomeSearchForm } from './home-search-form';
import { Trans, useLingui } from './i18n';
import { SectionIntro } from './section-intro';

/** The spec's hero chips are the catalogue's first four practices; the method tiles below show every one. */
const HERO_CATEGORIES = EXPLORE_CATEGORIES.slice(0, 4);

const TRUST_POINTS: readonly { label: string; icon: LucideIcon }[] = [
  { label: /*i18n*/ 'marketing.home.trust.handpicked', icon: BadgeCheck },
  { label: /*i18n*/ 'marketing.home.trust.instant', icon: Zap },
  { label: /*i18n*/ 'marketing.home.trust.reviews', icon: Star },
];

const METHOD_ICONS: Record<(typeof METHOD_TILES)[number]['id'], LucideIcon> = {
  'energy-healing': Sparkles,
  breathwork: Wind,
  meditation: Flower2,
  'sound-healing': AudioLines,
  bodywork: HandHeart,
  yoga: PersonStanding,
  'coaching-nutrition': Sprout,
  'other-practices': Shapes,
};

/** The two practices most people try first (the hint of "Find Your Wellness Experience"). */
const FIRST_STEPS = new Set<string>(['breathwork', 'sound-healing']);

/** Sections of the lazily loaded part that links can point at. */
const COMMUNITY_ANCHORS = new Set(['#featured-guides', '#testimonials']);

const HomeCommunity = lazy(async () => ({ default: (await import('./home-community')).HomeCommunity }));

const STEPS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: /*i18n*/ 'marketing.home.step1.title',
    text: /*i18n*/ 'marketing.home.step1.text',
    icon: Search,
  },
  {
    title: /*i18n*/ 'marketing.home.step2.title',
    text: /*i18n*/ 'marketing.home.step2.text',
    icon: CalendarCheck,
  },
  {
    title: /*i18n*/ 'marketing.home.step3.title',
    text: /*i18n*/ 'marketing.home.step3.text',
    icon: HeartHandshake,
  },
];

export function HomePage() {
  const { i18n } = useLingui();
  const { hash } = useLocation();
  // The guides and reviews below the fold are fetched at once; only their code waits for the scroll.
  usePrefetchQuery(featuredGuidesQuery);
  usePrefetchQuery(testimonialsQuery);
  return (
    <>
      <PageMeta
        title={i18n._('marketing.home.meta.title')}
        description={i18n._('marketing.home.meta.description')}
      />
      <Hero />
      <WellnessExperiences />
      <HowItWorks />
      <WhenVisible
        placeholder={<div aria-hidden="true" className="min-h-[80rem]" />}
        eager={COMMUNITY_ANCHORS.has(hash)}
      >
        <HomeCommunity />
      </WhenVisible>
      <ClosingCall />
    </>
  );
}

function Hero() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_10%_-10%,var(--color-terracotta-50),transparent_70%),radial-gradient(50rem_30rem_at_100%_0%,var(--color-azulejo-50),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <Badge variant="highlight" className="px-3 py-1 text-sm">
            <Award aria-hidden="true" />
            {i18n._('marketing.home.hero.badge')}
          </Badge>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            <Trans
              id={/*i18n*/ 'marketing.home.hero.title'}
              components={{ 0: <span className="text-azulejo-600" /> }}
            />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted sm:text-xl">
            {i18n._('marketing.home.hero.lead')}
          </p>
          <div className="mt-8 max-w-2xl">
            <HomeSearchForm />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
            {TRUST_POINTS.map(({ label, icon: Icon }) => (
              <li key={label} className="inline-flex items-center gap-2 text-sm font-medium text-ink">
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {i18n._(label)}
              </li>
            ))}
          </ul>
          <nav aria-label={i18n._('marketing.home.popular.name')} className="mt-10">
            <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
              {i18n._('marketing.home.popular.heading')}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {HERO_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link
                    to={`/explore?category=${encodeURIComponent(category)}`}
                    className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-sm font-medium text-ink shadow-xs transition-colors hover:border-azulejo-600 hover:bg-azulejo-50 hover:text-azulejo-700"
                  >
                    {categoryName(i18n, category)}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="/explore"
                  className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-link transition-colors hover:bg-teal-50"
                >
                  {i18n._('marketing.home.popular.all')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** Generated art: the sun of "Luz" (light) rising over a band of Lisbon tiles. Decorative only. */
function HeroArt() {
  const { i18n } = useLingui();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="relative aspect-[6/5] overflow-hidden rounded-[2rem] border border-border bg-linear-to-b from-terracotta-50 via-sand-50 to-azulejo-50 shadow-lift sm:aspect-square lg:aspect-[4/5]">
        <div className="absolute top-[20%] left-1/2 size-32 -translate-x-1/2 rounded-full bg-linear-to-b from-terracotta-300 to-terracotta-600 shadow-[0_0_90px_30px_rgb(227_165_140/0.5)] sm:size-48 lg:top-[22%]" />
        <div className="absolute inset-x-0 bottom-0 h-[55%] border-t-4 border-azulejo-600/80">
          <AzulejoPattern tileSize={64} />
          <div className="absolute inset-0 bg-linear-to-t from-azulejo-900 via-azulejo-900/75 to-azulejo-900/5" />
        </div>
        <p className="absolute inset-x-0 bottom-0 p-5 font-display text-xl leading-snug font-medium text-white sm:p-8 sm:text-[1.7rem]">
          {i18n._('marketing.home.art.caption')}
        </p>
      </div>
      <div className="absolute top-4 -left-2 rounded-2xl bg-card px-4 py-3 shadow-lift sm:-left-6">
        <p className="text-xs text-ink-muted">{i18n._('marketing.home.art.everyGuide')}</p>
        <p className="text-sm font-semibold text-ink">{i18n._('marketing.home.art.reviewed')}</p>
      </div>
      <div className="absolute top-[30%] -right-2 rounded-2xl bg-card px-4 py-3 shadow-lift sm:-right-6">
        <p className="text-xs text-ink-muted">{i18n._('marketing.home.art.sessions')}</p>
        <p className="text-sm font-semibold text-ink">{i18n._('marketing.home.art.formats')}</p>
      </div>
    </div>
  );
}

function WellnessExperiences() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="experiences-heading"
      className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <SectionIntro
        id="experiences-heading"
        eyebrow={i18n._('marketing.home.practices.eyebrow')}
        title={i18n._('marketing.home.practices.title')}
      >
        <Trans
          id={/*i18n*/ 'marketing.home.practices.hint'}
          components={{
            0: <strong className="font-semibold text-ink" />,
            1: <strong className="font-semibold text-ink" />,
          }}
        />
      </SectionIntro>
      <ul className="mt-10 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {METHOD_TILES.map((tile) => {
          const Icon = METHOD_ICONS[tile.id];
          return (
            <li key={tile.id}>
              <Link
                to={`/explore?method=${tile.id}`}
                className="group flex h-full items-center gap-4 rounded-card border border-border bg-card p-4 shadow-soft transition-all hover:-translate-y-0.5 hover:border-azulejo-200 hover:shadow-lift sm:flex-col sm:items-start sm:gap-0 sm:p-6"
              >
                <span className="flex shrink-0 items-start justify-between gap-2 sm:w-full">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-700 transition-colors group-hover:bg-azulejo-600 group-hover:text-white">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  {FIRST_STEPS.has(tile.id) ? (
                    <Badge variant="highlight" className="max-sm:hidden">
                      {i18n._('marketing.home.practices.popularFirst')}
                    </Badge>
                  ) : null}
                </span>
                <span className="grid min-w-0 flex-1 content-start gap-1 sm:mt-5">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-display text-xl font-semibold text-ink">
                      {practiceTitle(i18n, tile.id)}
                    </span>
                    {FIRST_STEPS.has(tile.id) ? (
                      <Badge variant="highlight" className="sm:hidden">
                        {i18n._('marketing.home.practices.popularFirst')}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-sm text-ink-muted">{practiceMethods(i18n, tile.id)}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-link sm:hidden" />
                <span className="mt-auto hidden items-center gap-1.5 pt-5 text-sm font-semibold text-link sm:inline-flex">
                  {i18n._('marketing.home.practices.explore')}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section id="howItWorks" aria-labelledby="how-heading" className="border-y border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
            {i18n._('marketing.home.how.eyebrow')}
          </p>
          <h2 id="how-heading" className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {i18n._('marketing.home.how.title')}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{i18n._('marketing.home.how.lead')}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="relative rounded-card border border-border bg-sand-50 p-7 shadow-soft">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-azulejo-600 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="font-display text-5xl font-semibold text-sand-300">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold text-ink">{i18n._(title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{i18n._(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ClosingCall() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="closing-heading" className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="on-dark relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-azulejo-900 px-6 py-14 text-center shadow-lift sm:px-12 lg:py-20">
        <div aria-hidden="true" className="absolute inset-y-0 -right-10 w-1/3 opacity-25 max-md:hidden">
          <AzulejoPattern tone="blue" tileSize={64} />
        </div>
        <div aria-hidden="true" className="absolute inset-y-0 -left-10 w-1/3 opacity-25 max-md:hidden">
          <AzulejoPattern tone="blue" tileSize={64} />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-radial from-azulejo-900 from-40% to-transparent"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="closing-heading" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
            {i18n._('marketing.home.closing.title')}
          </h2>
          <p className="mt-4 text-lg text-azulejo-100">{i18n._('marketing.home.closing.lead')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-sand-50 text-azulejo-900 hover:bg-white">
              <Link to="/explore">{i18n._('marketing.home.closing.find')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-azulejo-200 bg-transparent text-white hover:border-white hover:bg-white/10"
            >
              <Link to="/signup">{i18n._('marketing.home.closing.join')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
