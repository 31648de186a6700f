import type { PublicUser } from '@contract/auth';
import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import type { GuideSignupInput } from '@contract/guide-applications';
import { BadgeCheck, CalendarHeart, HandCoins } from 'lucide-react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Card } from '@/components/ui/card';
import { saveSignupAnswers } from '@/features/guide-applications/application-draft';
import { GuideSignupForm } from '@/features/guide-applications/components/guide-signup-form';
import { Link, useNavigate } from '@/lib/router';

const REASONS = [
  {
    icon: BadgeCheck,
    text: 'A curated community: every guide is reviewed, so seekers book with confidence.',
  },
  { icon: CalendarHeart, text: 'Publish one-off or weekly sessions in minutes and follow every booking.' },
  { icon: HandCoins, text: 'Seekers pay when they book; you see your earnings, month by month.' },
] as const;

export function SignupPage() {
  const navigate = useNavigate();

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
        title="Join as a Guide"
        description={`Offer your wellness or spiritual practice to seekers in Lisbon: apply to become a ${PRODUCT_NAME} guide.`}
      />
      <Card className="p-6 sm:p-10">
        <p className="text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Join {PRODUCT_NAME} as a guide
        </h1>
        <p className="mt-2 text-ink-muted">
          Create your account, then tell us about your practice. Our team reviews every application within 2-3
          business days.
        </p>
        <div className="mt-8">
          <GuideSignupForm onSignedUp={onSignedUp} />
        </div>
        <p className="mt-6 text-center text-sm text-ink-muted">
          Already have an account?{' '}
          <Link to="/auth" className="font-semibold text-link underline-offset-4 hover:underline">
            Log in
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
          <p className="text-sm font-semibold tracking-wider text-terracotta-300 uppercase">For guides</p>
          <h2 id="why-guide-heading" className="mt-3 text-3xl font-semibold tracking-tight text-white">
            Share your practice with Lisbon
          </h2>
          <p className="mt-4 leading-relaxed text-teal-50">
            Seekers come to {PRODUCT_NAME} for reiki, breathwork, sound healing, meditation, yoga and more.
            Meet them where they look.
          </p>
          <ul className="mt-8 grid gap-4">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-terracotta-300">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-1 text-sm leading-relaxed text-sand-50">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
