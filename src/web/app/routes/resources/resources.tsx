import { formatDate, formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { ArrowRight, BookOpen, CalendarDays, Clock, MapPin } from 'lucide-react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import {
  ARTICLE_CATEGORIES,
  ARTICLES,
  type Article,
  EVENTS,
  FEATURED_ARTICLE,
} from '@/features/resources/content';
import { nextOccurrence } from '@/features/resources/next-occurrence';
import { compareIso } from '@/lib/iso-order';
import { practiceName } from '@/lib/option-names/option-names';
import { Link } from '@/lib/router';
import { useLingui } from './i18n';

export function ResourcesPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const today = formatDate(Date.now(), 'iso');
  const events = EVENTS.map((event) => ({ ...event, date: nextOccurrence(today, event.rule) })).sort((a, b) =>
    compareIso(a.date, b.date),
  );
  return (
    <>
      <PageMeta
        title={i18n._('resourcesPage.meta.title')}
        description={i18n._('resourcesPage.meta.description')}
      />
      <section className="relative overflow-hidden border-b border-border">
        <div aria-hidden="true" className="absolute inset-0 opacity-40">
          <AzulejoPattern tileSize={64} />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-r from-sand-50 via-sand-50/95 to-sand-50/70"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
            {i18n._('resourcesPage.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {i18n._('resourcesPage.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{i18n._('resourcesPage.lead')}</p>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-7xl gap-16 px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <section aria-labelledby="featured-article-heading">
          <h2 id="featured-article-heading" className="sr-only">
            {i18n._('resourcesPage.featuredHeading')}
          </h2>
          <article className="grid overflow-hidden rounded-card border border-border bg-card shadow-soft lg:grid-cols-[0.9fr_1.1fr]">
            <div aria-hidden="true" className="relative min-h-48 bg-azulejo-900">
              <AzulejoPattern tone="blue" tileSize={72} className="opacity-60" />
              <div className="absolute inset-0 bg-linear-to-t from-azulejo-900/80 to-transparent" />
            </div>
            <div className="p-6 sm:p-10">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="highlight">{i18n._('resourcesPage.featured')}</Badge>
                <Badge variant="info">{practiceName(i18n, FEATURED_ARTICLE.category)}</Badge>
                <span className="text-sm text-ink-muted">
                  {i18n._('resourcesPage.minutes', { minutes: FEATURED_ARTICLE.minutes })}
                </span>
              </div>
              <h3 className="mt-4 text-3xl font-semibold tracking-tight text-ink">
                {i18n._(FEATURED_ARTICLE.title)}
              </h3>
              <p className="mt-3 text-lg text-ink-muted">{i18n._(FEATURED_ARTICLE.summary)}</p>
              <ArticleBody article={FEATURED_ARTICLE} />
            </div>
          </article>
        </section>

        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="text-3xl font-semibold tracking-tight text-ink">
            {i18n._('resourcesPage.byPractice')}
          </h2>
          <div className="mt-8 grid gap-10">
            {ARTICLE_CATEGORIES.map((category) => (
              <section key={category} aria-labelledby={`category-${category}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <h3 id={`category-${category}`} className="text-xl font-semibold text-ink">
                    {practiceName(i18n, category)}
                  </h3>
                  <Link
                    to={`/explore?category=${encodeURIComponent(category)}`}
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-link underline-offset-4 hover:underline"
                  >
                    {i18n._('resourcesPage.findGuides', {
                      category: practiceName(i18n, category).toLowerCase(),
                    })}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
                <ul className="mt-4 grid gap-5 md:grid-cols-2">
                  {ARTICLES.filter((article) => article.category === category).map((article) => (
                    <li key={article.id}>
                      <article className="h-full rounded-card border border-border bg-card p-6 shadow-soft">
                        <p className="flex items-center gap-2 text-sm text-ink-muted">
                          <BookOpen aria-hidden="true" className="size-4" />
                          {i18n._('resourcesPage.minutes', { minutes: article.minutes })}
                        </p>
                        <h4 className="mt-2 font-display text-xl font-semibold text-ink">
                          {i18n._(article.title)}
                        </h4>
                        <p className="mt-2 text-ink-muted">{i18n._(article.summary)}</p>
                        <ArticleBody article={article} />
                      </article>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-3xl font-semibold tracking-tight text-ink">
            {i18n._('resourcesPage.events')}
          </h2>
          <p className="mt-2 text-ink-muted">{i18n._('resourcesPage.eventsLead')}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <article className="flex h-full flex-col rounded-card border border-border bg-card p-6 shadow-soft">
                  <p className="inline-flex items-center gap-2 self-start rounded-full bg-terracotta-50 px-3 py-1 text-sm font-semibold text-terracotta-700">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <time dateTime={event.date}>{formatDay(event.date, 'weekday', locale)}</time>
                  </p>
                  <h3 className="mt-4 text-xl font-semibold text-ink">{i18n._(event.title)}</h3>
                  <p className="mt-2 flex-1 text-ink-muted">{i18n._(event.description)}</p>
                  <ul className="mt-4 grid gap-1.5 border-t border-border pt-4 text-sm text-ink-muted">
                    <li className="flex items-center gap-2">
                      <Clock aria-hidden="true" className="size-4" />
                      {event.time}
                    </li>
                    <li className="flex items-center gap-2">
                      <MapPin aria-hidden="true" className="size-4" />
                      {event.place}
                    </li>
                    <li className="font-semibold text-ink">
                      {event.price === null ? i18n._('resourcesPage.free') : formatEuros(event.price, locale)}
                    </li>
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="newsletter-heading"
          className="on-dark relative overflow-hidden rounded-[2rem] bg-azulejo-900 px-6 py-12 shadow-lift sm:px-12"
        >
          <div aria-hidden="true" className="absolute inset-y-0 -right-10 w-1/3 opacity-20 max-md:hidden">
            <AzulejoPattern tone="blue" tileSize={64} />
          </div>
          <div className="relative max-w-xl">
            <h2 id="newsletter-heading" className="text-3xl font-semibold tracking-tight text-white">
              {i18n._('resourcesPage.newsletter.title')}
            </h2>
            <p className="mt-3 text-azulejo-100">{i18n._('resourcesPage.newsletter.lead')}</p>
            <div className="mt-6">
              <NewsletterForm />
            </div>
          </div>
        </section>

        <div className="flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/explore">
              {i18n._('resourcesPage.explorePractitioners')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}

/** The article itself, folded away until asked for: no separate page to wait for. */
function ArticleBody({ article }: { article: Article }) {
  const { i18n } = useLingui();
  return (
    <details className="group mt-4">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-link [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">{i18n._('resourcesPage.read')}</span>
        <span className="hidden group-open:inline">{i18n._('resourcesPage.less')}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
      </summary>
      <div className="mt-4 grid gap-3 leading-relaxed text-ink">
        {article.body.map((paragraph) => (
          <p key={paragraph}>{i18n._(paragraph)}</p>
        ))}
      </div>
    </details>
  );
}
