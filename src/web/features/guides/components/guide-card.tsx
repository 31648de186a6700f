import type { GuideCard as Card } from '@contract/guides';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { placeInLanguage } from '@contract/place-name';
import { MapPin, UsersRound, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { offerFormatName, practiceKind } from '@/lib/option-names/option-names';
import { Link } from '@/lib/router';
import { Trans, useLingui } from '../i18n';
import { GuidePhoto } from './guide-photo';
import { RatingSummary } from './rating-summary';

interface GuideCardProps {
  guide: Card;
  /** Over the photo's corner: the favourite heart, for instance. */
  corner?: ReactNode;
  /** Beside the price: when the next session is (see NextSession; kept apart so the home page needs no date code). */
  aside?: ReactNode;
  /** Under the details: a call to action. */
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Show the short bio and next session (explore) or keep the card compact (home). */
  variant?: 'full' | 'compact';
  /** "eager" for the cards seen without scrolling. */
  photoLoading?: 'lazy' | 'eager';
  className?: string;
}

export function guidePath(id: number): string {
  return `/practitioner/${id}`;
}

/** A guide in a grid. The whole card opens their profile; buttons on it stay separately clickable. */
export function GuideCard({
  guide: p,
  corner,
  aside,
  footer,
  headingLevel: Heading = 'h3',
  variant = 'full',
  photoLoading,
  className,
}: GuideCardProps) {
  const { i18n } = useLingui();
  const kind = practiceKind(i18n, p.category, p.subcategory);
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow hover:shadow-lift has-[a[data-card-link]:focus-visible]:outline-2 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-ring',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <GuidePhoto
          src={p.photoUrl}
          name={p.fullName}
          width={480}
          height={360}
          loading={photoLoading}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {corner ? <div className="absolute top-3 right-3 z-10">{corner}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          {kind ? (
            <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">{kind}</p>
          ) : null}
          <Heading className="mt-1 text-xl font-semibold text-ink">
            <Link
              to={guidePath(p.id)}
              data-card-link=""
              className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {p.fullName}
            </Link>
          </Heading>
        </div>
        <RatingSummary rating={p.rating} reviewCount={p.reviewCount} className="self-start" />
        <ul className="grid gap-1.5 text-sm text-ink-muted">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            {placeInLanguage(p.location, i18n.locale as Locale)}
          </li>
          {p.online && p.location.trim().toLowerCase() !== 'online' ? (
            <li className="flex items-center gap-2">
              <Video aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              {i18n._('guides.card.online')}
            </li>
          ) : null}
          {p.sessionFormat ? (
            <li className="flex items-center gap-2">
              <UsersRound aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              {offerFormatName(i18n, p.sessionFormat)}
            </li>
          ) : null}
        </ul>
        {variant === 'full' && p.bio ? (
          // The guide's own words, in the reader's language when they wrote one: marked with the language they are in.
          <p lang={p.bioLocale ?? undefined} className="line-clamp-2 text-sm leading-relaxed text-ink-muted">
            {p.bio}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-t border-border pt-3">
          {p.price !== null ? (
            <p className="text-sm text-ink-muted">
              <Trans
                id={/*i18n*/ 'guides.card.from'}
                values={{ price: formatEuros(p.price, i18n.locale as Locale) }}
                components={{ 0: <span className="text-lg font-semibold text-ink" /> }}
              />
            </p>
          ) : (
            <p className="text-sm text-ink-muted">{i18n._('guides.card.priceOnRequest')}</p>
          )}
          {aside}
        </div>
        {footer ? <div className="relative z-10">{footer}</div> : null}
      </div>
    </article>
  );
}

export function GuideCardSkeleton({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-3 w-28" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-44" />
        {variant === 'full' ? <Skeleton className="h-10 w-full" /> : null}
        <Skeleton className="mt-2 h-6 w-24" />
      </div>
    </div>
  );
}
