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
import { HomeSearchForm } from '@/features/guides/components/home-search-form';
import { testimonialsQuery } from '@/features/reviews/api/get-testimonials';
import { Link, useLocation } from '@/lib/router';
import { SectionIntro } from './section-intro';

/** The spec's hero chips are the catalogue's first four practices; the method tiles below show every one. */
const HERO_CATEGORIES = EXPLORE_CATEGORIES.slice(0, 4);

const TRUST_POINTS: readonly { label: string; icon: LucideIcon }[] = [
  { label: '100% handpicked guides', icon: BadgeCheck },
  { label: 'Book instantly', icon: Zap },
  { label: 'Verified Reviews', icon: Star },
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
    title: 'Browse & Discover',
    text: 'Explore handpicked guides by practice, vibe and date, and read honest reviews from people who went before you.',
    icon: Search,
  },
  {
    title: 'Book Your Session',
    text: 'Pick a time that suits you and pay securely in a few taps. Your confirmation arrives by email straight away.',
    icon: CalendarCheck,
  },
  {
    title: 'Experience & Connect',
    text: 'Meet your guide in person or online, then share how it went to help others find their way.',
    icon: HeartHandshake,
  },
];

export function HomePage() {
  const { hash } = useLocation();
  // The guides and reviews below the fold are fetched at once; only their code waits for the scroll.
  usePrefetchQuery(featuredGuidesQuery);
  usePrefetchQuery(testimonialsQuery);
  return (
    <>
      <PageMeta
        title="Find Trusted Wellness & Spiritual Practitioners in Lisbon"
        description="Book reiki, breathwork, sound healing, meditation and yoga sessions in Lisbon with handpicked, verified practitioners. Read real reviews and book in seconds."
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
            Curated by Experts
          </Badge>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Lisbon's Top-Rated <span className="text-azulejo-600">Wellness</span> Experiences
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted sm:text-xl">
            Browse by vibe, read real reviews, book in seconds.
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
                {label}
              </li>
            ))}
          </ul>
          <nav aria-label="Popular categories" className="mt-10">
            <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">Popular right now</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {HERO_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link
                    to={`/explore?category=${encodeURIComponent(category)}`}
                    className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-sm font-medium text-ink shadow-xs transition-colors hover:border-azulejo-600 hover:bg-azulejo-50 hover:text-azulejo-700"
                  >
                    {category}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="/explore"
                  className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-link transition-colors hover:bg-teal-50"
                >
                  All Categories
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
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="relative aspect-[6/5] overflow-hidden rounded-[2rem] border border-border bg-linear-to-b from-terracotta-50 via-sand-50 to-azulejo-50 shadow-lift sm:aspect-square lg:aspect-[4/5]">
        <div className="absolute top-[20%] left-1/2 size-32 -translate-x-1/2 rounded-full bg-linear-to-b from-terracotta-300 to-terracotta-600 shadow-[0_0_90px_30px_rgb(227_165_140/0.5)] sm:size-48 lg:top-[22%]" />
        <div className="absolute inset-x-0 bottom-0 h-[55%] border-t-4 border-azulejo-600/80">
          <AzulejoPattern tileSize={64} />
          <div className="absolute inset-0 bg-linear-to-t from-azulejo-900 via-azulejo-900/75 to-azulejo-900/5" />
        </div>
        <p className="absolute inset-x-0 bottom-0 p-5 font-display text-xl leading-snug font-medium text-white sm:p-8 sm:text-[1.7rem]">
          Reiki in Alfama. Breathwork by the river. Sound baths in Lisbon light.
        </p>
      </div>
      <div className="absolute top-4 -left-2 rounded-2xl bg-card px-4 py-3 shadow-lift sm:-left-6">
        <p className="text-xs text-ink-muted">Every guide is</p>
        <p className="text-sm font-semibold text-ink">Personally reviewed</p>
      </div>
      <div className="absolute top-[30%] -right-2 rounded-2xl bg-card px-4 py-3 shadow-lift sm:-right-6">
        <p className="text-xs text-ink-muted">Sessions</p>
        <p className="text-sm font-semibold text-ink">In person &amp; online</p>
      </div>
    </div>
  );
}

function WellnessExperiences() {
  return (
    <section
      aria-labelledby="experiences-heading"
      className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <SectionIntro
        id="experiences-heading"
        eyebrow="Start with a practice"
        title="Find Your Wellness Experience"
      >
        Not sure where to begin? Most people try{' '}
        <strong className="font-semibold text-ink">Breathwork</strong> or{' '}
        <strong className="font-semibold text-ink">Sound Healing</strong> first.
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
                      Popular first
                    </Badge>
                  ) : null}
                </span>
                <span className="grid min-w-0 flex-1 content-start gap-1 sm:mt-5">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-display text-xl font-semibold text-ink">{tile.title}</span>
                    {FIRST_STEPS.has(tile.id) ? (
                      <Badge variant="highlight" className="sm:hidden">
                        Popular first
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-sm text-ink-muted">{tile.methods.join(' · ')}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-link sm:hidden" />
                <span className="mt-auto hidden items-center gap-1.5 pt-5 text-sm font-semibold text-link sm:inline-flex">
                  Explore
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
  return (
    <section id="howItWorks" aria-labelledby="how-heading" className="border-y border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
            Simple by design
          </p>
          <h2 id="how-heading" className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            How It Works
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Three calm steps from curiosity to your first session.
          </p>
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
              <h3 className="mt-6 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ClosingCall() {
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
            Ready to book your first session?
          </h2>
          <p className="mt-4 text-lg text-azulejo-100">
            Find a guide who resonates with you, or share your practice with seekers across Lisbon.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-sand-50 text-azulejo-900 hover:bg-white">
              <Link to="/explore">Find a Practitioner</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-azulejo-200 bg-transparent text-white hover:border-white hover:bg-white/10"
            >
              <Link to="/signup">Join as Practitioner</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
