import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import { useState } from 'react';
import { PageMeta } from '@/components/page-meta';
import { ApplicationGate } from '@/features/guide-applications/components/application-gate';
import { ApplicationThankYou } from '@/features/guide-applications/components/application-thank-you';
import { ApplicationWizard } from '@/features/guide-applications/components/application-wizard';

const META = {
  title: 'Guide Application',
  description: 'Apply to offer your sessions to seekers in Lisbon.',
};

/** Also serves /onboarding/guide-application, where new guides land after registering. */
export function OnboardingGuidePage() {
  const [submitted, setSubmitted] = useState(false);

  if (submitted) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta title="Application submitted" description={META.description} />
        <ApplicationThankYou />
      </div>
    );
  }
  return (
    <ApplicationGate meta={META}>
      {({ userId, defaultValues, reapplyNotice }) => (
        <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
          <PageMeta {...META} />
          <p className="text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            Become a {PRODUCT_NAME} Guide
          </h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Five short steps about you and your practice. Your answers are kept as you go, and our team
            reviews every application within 2-3 business days.
          </p>
          {reapplyNotice}
          <div className="mt-8">
            <ApplicationWizard
              userId={userId}
              defaultValues={defaultValues}
              onSubmitted={() => setSubmitted(true)}
            />
          </div>
        </div>
      )}
    </ApplicationGate>
  );
}
