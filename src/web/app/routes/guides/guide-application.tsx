import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import { Clock } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { ApplicationGate } from '@/features/guide-applications/components/application-gate';
import { SinglePageApplication } from '@/features/guide-applications/components/single-page-application';
import { useNavigate } from '@/lib/router';

const META = {
  title: 'Apply as a Guide',
  description: 'Send your guide application: practice, certifications and sessions.',
};

/** The spec's default price of this form, in euros. */
const DEFAULT_PRICE_EUROS = 100;

export function GuideApplicationPage() {
  const navigate = useNavigate();
  return (
    <ApplicationGate meta={META} base={{ pricePerSession: DEFAULT_PRICE_EUROS }}>
      {({ userId, defaultValues, reapplyNotice }) => (
        <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
          <PageMeta {...META} />
          <p className="text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            Apply as a Guide
          </h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Tell us about your practice, your training and the sessions you would like to offer on{' '}
            {PRODUCT_NAME}.
          </p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1.5 text-sm font-medium text-teal-800">
            <Clock aria-hidden="true" className="size-4" />
            We review every application within 48 hours.
          </p>
          {reapplyNotice}
          <div className="mt-8">
            <SinglePageApplication
              userId={userId}
              defaultValues={defaultValues}
              onSubmitted={() => navigate('/waiting-approval')}
            />
          </div>
        </div>
      )}
    </ApplicationGate>
  );
}
