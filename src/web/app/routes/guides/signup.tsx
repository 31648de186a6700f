import type { PublicUser } from '@contract/auth';
import { PRODUCT_NAME } from '@contract/brand';
import type { GuideSignupInput } from '@contract/guide-applications';
import { BadgeCheck, CalendarHeart, HandCoins } from 'lucide-react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Card } from '@/components/ui/card';
import { saveSignupAnswers } from '@/features/guide-applications/application-draft';
import { GuideSignupForm } from '@/features/guide-applications/components/guide-signup-form';
import { Link, useNavigate } from '@/lib/router';
import { useLingui } from './i18n';

const REASONS = [
  {
    icon: BadgeCheck,
    text: /*i18n*/ 'guides.signup.reasonCurated',
  },
  { icon: CalendarHeart, text: /*i18n*/ 'guides.signup.reasonPublish' },
  { icon: HandCoins, text: /*i18n*/ 'guides.signup.reasonEarnings' },
] as const;

export function SignupPage() {
  const navigate = useNavigate();
  const { i18n } = useLingui();

  const onSignedUp = async (user: PublicUser, answers: GuideSignupInput) => {
    // The application starts from these answers, now and after signing in again later.
    saveSignupAnswers(user.id, {
      fullName: answers.fullName,
      email: answers.email,
      neighbourhood: answers.neighbourhood,
      category: answers.category,
    });
    await navigate('/onboarding/guide', { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl flex-1 items-start gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_0.9fr] lg:gap-12 lg:px-8 lg:py-16">
      <PageMeta
        title={i18n._('guides.signup.metaTitle')}
        description={i18n._('guides.signup.metaDescription', { product: PRODUCT_NAME })}
      />
      <Card className="p-6 sm:p-10">
        <p className="text-sm font-medium text-teal-700">
          {i18n._('guides.areaName', { product: PRODUCT_NAME })}
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {i18n._('guides.signup.heading', { product: PRODUCT_NAME })}
        </h1>
        <p className="mt-2 text-ink-muted">{i18n._('guides.signup.lead')}</p>
        <div className="mt-8">
          <GuideSignupForm onSignedUp={onSignedUp} />
        </div>
        <p className="mt-6 text-center text-sm text-ink-muted">
          {i18n._('guides.signup.haveAccount')}{' '}
          <Link to="/auth" className="font-semibold text-link underline-offset-4 hover:underline">
            {i18n._('guides.signup.logIn')}
          </Link>
        </p>
      </Card>
      <aside
        aria-labelledby="why-guide-heading"
        className="on-dark relative overflow-hidden rounded-[2rem] bg-teal-800 text-sand-50 shadow-lift lg:sticky lg:top-24"
      >
        <div aria-hidden="true" className="relative h-32 sm:h-40">
          <AzulejoPattern tone="blue" tileSize={56} />
          <div className="absolute inset-0 bg-linear-to-b from-transparent to-teal-800" />
        </div>
        <div className="relative px-6 pb-8 sm:px-10 sm:pb-10">
          <p className="text-sm font-semibold tracking-wider text-terracotta-300 uppercase">
            {i18n._('guides.signup.forGuides')}
          </p>
          <h2 id="why-guide-heading" className="mt-3 text-3xl font-semibold tracking-tight text-white">
            {i18n._('guides.signup.asideHeading')}
          </h2>
          <p className="mt-4 leading-relaxed text-teal-50">
            {i18n._('guides.signup.asideLead', { product: PRODUCT_NAME })}
          </p>
          <ul className="mt-8 grid gap-4">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-terracotta-300">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-1 text-sm leading-relaxed text-sand-50">{i18n._(text)}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
