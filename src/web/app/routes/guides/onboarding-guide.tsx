import { PRODUCT_NAME } from '@contract/brand';
import { useState } from 'react';
import { PageMeta } from '@/components/page-meta';
import { ApplicationGate } from '@/features/guide-applications/components/application-gate';
import { ApplicationThankYou } from '@/features/guide-applications/components/application-thank-you';
import { ApplicationWizard } from '@/features/guide-applications/components/application-wizard';
import { useLingui } from './i18n';

/** Also serves /onboarding/guide-application, where new guides land after registering. */
export function OnboardingGuidePage() {
  const [submitted, setSubmitted] = useState(false);
  const { i18n } = useLingui();
  const meta = {
    title: i18n._('guides.onboarding.metaTitle'),
    description: i18n._('guides.onboarding.metaDescription'),
  };

  if (submitted) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta title={i18n._('guides.onboarding.submittedTitle')} description={meta.description} />
        <ApplicationThankYou />
      </div>
    );
  }
  return (
    <ApplicationGate meta={meta}>
      {({ userId, defaultValues, reapplyNotice }) => (
        <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
          <PageMeta {...meta} />
          <p className="text-sm font-medium text-teal-700">
            {i18n._('guides.areaName', { product: PRODUCT_NAME })}
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {i18n._('guides.onboarding.heading', { product: PRODUCT_NAME })}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{i18n._('guides.onboarding.lead')}</p>
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
