import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { useMyApplication } from '@/features/guide-applications/api/get-my-application';
import { applicationDefaults } from '@/features/guide-applications/application-defaults';
import { loadApplicationDraft } from '@/features/guide-applications/application-draft';
import { ApplicationLoadError } from '@/features/guide-applications/components/application-load-error';
import { ApplicationStatusCard } from '@/features/guide-applications/components/application-status-card';
import { ApplicationThankYou } from '@/features/guide-applications/components/application-thank-you';
import { ApplicationWizard } from '@/features/guide-applications/components/application-wizard';
import { ReapplyNotice } from '@/features/guide-applications/components/reapply-notice';
import { useAuth } from '@/lib/auth';

const META = {
  title: 'Guide Application',
  description: 'Apply to offer your sessions to seekers in Lisbon.',
};

/** Also serves /onboarding/guide-application, where new guides land after registering. */
export function OnboardingGuidePage() {
  const { user } = useAuth();
  const application = useMyApplication();
  const [submitted, setSubmitted] = useState(false);

  if (submitted) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta title="Application submitted" description={META.description} />
        <ApplicationThankYou />
      </div>
    );
  }
  if (application.isPending || !user) return <PageLoader />;
  if (application.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...META} />
        <ApplicationLoadError onRetry={() => void application.refetch()} />
      </div>
    );
  }

  const mine = application.data;
  if (mine && mine.status !== 'rejected') {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...META} />
        <ApplicationStatusCard application={mine} />
      </div>
    );
  }

  const defaultValues = applicationDefaults({
    user,
    previous: mine?.details,
    draft: loadApplicationDraft(user.id),
  });

  return (
    <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta {...META} />
      <p className="text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        Become a {PRODUCT_NAME} Guide
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Five short steps about you and your practice. Your answers are kept as you go, and our team reviews
        every application within 2-3 business days.
      </p>
      {mine?.status === 'rejected' ? <ReapplyNotice prefilled={Boolean(mine.details)} /> : null}
      <div className="mt-8">
        <ApplicationWizard
          userId={user.id}
          defaultValues={defaultValues}
          onSubmitted={() => setSubmitted(true)}
        />
      </div>
    </div>
  );
}
