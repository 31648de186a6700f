import type { GuideDetail } from '@contract/guides';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { placeInLanguage, placeName } from '@contract/place-name';
import { Award, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { practiceKind } from '@/lib/option-names/option-names';
import { Trans, useLingui } from '../i18n';
import { GuidePhoto } from './guide-photo';
import { RatingSummary } from './rating-summary';

/** The name a guide is shown by: their profile name, else their username. */
export function guideName(detail: GuideDetail): string {
  return detail.profile.name?.trim() || detail.user.username;
}

/** Where a guide works, with the town as the page's language names it. */
export function guidePlace(profile: GuideDetail['profile'], locale: Locale): string {
  return placeInLanguage(placeName(profile.neighbourhood, profile.city), locale);
}

interface GuideProfileHeaderProps {
  detail: GuideDetail;
  /** Beside the name: the favourite heart. */
  action?: ReactNode;
}

export function GuideProfileHeader({ detail, action }: GuideProfileHeaderProps) {
  const { i18n } = useLingui();
  const { profile } = detail;
  const name = guideName(detail);
  const kind = practiceKind(i18n, profile.category, profile.subcategory);
  const price = detail.nextSessionPrice;
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="relative h-28 overflow-hidden sm:h-36">
        <AzulejoPattern tileSize={56} className="opacity-70" />
        <div className="absolute inset-0 bg-linear-to-b from-transparent to-card" />
      </div>
      <div className="relative -mt-16 flex flex-col gap-5 px-6 pb-7 sm:flex-row sm:gap-7 sm:px-8">
        <GuidePhoto
          src={profile.profilePicUrl}
          name={name}
          width={320}
          height={320}
          loading="eager"
          className="size-32 shrink-0 rounded-3xl border-4 border-card shadow-lift sm:size-40"
        />
        <div className="min-w-0 flex-1 sm:pt-18">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              {kind ? (
                <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">{kind}</p>
              ) : null}
              <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{name}</h1>
            </div>
            {action}
          </div>
          {profile.specialties.length > 0 ? (
            <ul aria-label={i18n._('guides.header.specialties')} className="mt-3 flex flex-wrap gap-2">
              {profile.specialties.map((specialty) => (
                <li key={specialty}>
                  <Badge variant="outline">{specialty}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{i18n._('guides.header.rating')}</dt>
              <dd>
                <RatingSummary rating={detail.rating} reviewCount={detail.reviewCount} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">{i18n._('guides.header.location')}</span>
              </dt>
              <dd>{guidePlace(profile, i18n.locale as Locale)}</dd>
            </div>
            {profile.experienceYears !== null ? (
              <div className="flex items-center gap-2">
                <dt>
                  <Award aria-hidden="true" className="size-4" />
                  <span className="sr-only">{i18n._('guides.header.experience')}</span>
                </dt>
                <dd>
                  {profile.experienceYears < 1
                    ? i18n._('guides.header.newToPractising')
                    : i18n._('guides.header.years', { years: profile.experienceYears })}
                </dd>
              </div>
            ) : null}
            {price !== null ? (
              <div className="flex items-baseline gap-1.5">
                <dt className="sr-only">{i18n._('guides.header.price')}</dt>
                <dd>
                  <Trans
                    id={/*i18n*/ 'guides.header.perSession'}
                    values={{ price: formatEuros(price, i18n.locale as Locale) }}
                    components={{ 0: <span className="text-lg font-semibold text-ink" /> }}
                  />
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
    </Card>
  );
}

export function GuideProfileHeaderSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="h-28 rounded-none sm:h-36" />
      <div className="-mt-16 flex flex-col gap-5 px-6 pb-7 sm:flex-row sm:px-8">
        <Skeleton className="size-32 rounded-3xl border-4 border-card sm:size-40" />
        <div className="grid flex-1 content-start gap-3 sm:pt-18">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-5 w-80 max-w-full" />
        </div>
      </div>
    </Card>
  );
}
