import type { Testimonial } from '@contract/reviews';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Quote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { featuredGuidesQuery } from '@/features/guides/api/search-guides';
import { GuideCard, GuideCardSkeleton, guidePath } from '@/features/guides/components/guide-card';
import { testimonialsQuery } from '@/features/reviews/api/get-testimonials';
import { practiceName } from '@/lib/option-names/option-names';
import { Link } from '@/lib/router';
import { Trans, useLingui } from './i18n';
import { SectionIntro } from './section-intro';

/** The home page below the fold: three top-rated guides and three real reviews. */
export function HomeCommunity() {
  return (
    <>
      <FeaturedGuides />
      <Testimonials />
    </>
  );
}

function FeaturedGuides() {
  const { i18n } = useLingui();
  const { data, isPending, isError } = useQuery(featuredGuidesQuery);
  // A section that cannot show real guides is left out rather than shown broken or empty.
  if (isError || (data && data.items.length === 0)) return null;
  return (
    <section
      id="featured-guides"
      aria-labelledby="featured-heading"
      className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <SectionIntro
        id="featured-heading"
        eyebrow={i18n._('marketing.featured.eyebrow')}
        title={i18n._('marketing.featured.title')}
      >
        {i18n._('marketing.featured.lead')}
      </SectionIntro>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending || undefined}>
        {isPending
          ? [1, 2, 3].map((key) => (
              <li key={key}>
                <GuideCardSkeleton variant="compact" />
              </li>
            ))
          : data.items.map((guide) => (
              <li key={guide.id} className="flex">
                <GuideCard
                  guide={guide}
                  variant="compact"
                  className="w-full"
                  footer={
                    <Button asChild variant="secondary" className="w-full">
                      <Link
                        to={guidePath(guide.id)}
                        aria-label={i18n._('marketing.featured.bookWith', { name: guide.fullName })}
                      >
                        {i18n._('marketing.featured.book')}
                      </Link>
                    </Button>
                  }
                />
              </li>
            ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link to="/explore">
            {i18n._('marketing.featured.browseAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

function Testimonials() {
  const { i18n } = useLingui();
  const { data, isPending, isError } = useQuery(testimonialsQuery);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="border-y border-border bg-sand-100"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionIntro
          id="testimonials-heading"
          eyebrow={i18n._('marketing.testimonials.eyebrow')}
          title={i18n._('marketing.testimonials.title')}
        >
          {i18n._('marketing.testimonials.lead')}
        </SectionIntro>
        <ul className="mt-12 grid gap-6 md:grid-cols-3" aria-busy={isPending || undefined}>
          {isPending
            ? [1, 2, 3].map((key) => (
                <li key={key} className="grid gap-4 rounded-card bg-card p-7 shadow-soft">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-20 w-full" />
                  <Skeleton className="h-4 w-40" />
                </li>
              ))
            : data.slice(0, 3).map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { i18n } = useLingui();
  return (
    <figure className="relative flex h-full flex-col rounded-card border border-border bg-card p-7 shadow-soft">
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-sand-300" />
      <RatingStars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>“{testimonial.comment}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-border pt-4 text-sm">
        <span className="block font-semibold text-ink">{testimonial.authorName}</span>
        <span className="text-ink-muted">
          <Trans
            id={/*i18n*/ 'marketing.testimonials.with'}
            values={{
              modality: practiceName(i18n, testimonial.modality),
              guide: testimonial.practitionerName,
            }}
            components={{
              0: (
                <Link
                  to={guidePath(testimonial.practitionerId)}
                  className="font-medium text-link underline-offset-4 hover:underline"
                />
              ),
            }}
          />
        </span>
      </figcaption>
    </figure>
  );
}
