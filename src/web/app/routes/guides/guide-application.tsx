import { PRODUCT_NAME } from '@contract/brand';
import { Clock } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { ApplicationGate } from '@/features/guide-applications/components/application-gate';
import { SinglePageApplication } from '@/features/guide-applications/components/single-page-application';
import { useNavigate } from '@/lib/router';
import { useLingui } from './i18n';

/** The spec's default price of this form, in euros. */
const DEFAULT_PRICE_EUROS = 100;

export function GuideApplicationPage() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const meta = {
    title: i18n._('guides.apply.metaTitle'),
    description: i18n._('guides.apply.metaDescription'),
  };
  return (
    <ApplicationGate meta={meta} base={{ pricePerSession: DEFAULT_PRICE_EUROS }}>
      {({ userId, defaultValues, reapplyNotice }) => (
        <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
          <PageMeta {...meta} />
          <p className="text-sm font-medium text-teal-700">
            {i18n._('guides.areaName', { product: PRODUCT_NAME })}
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {i18n._('guides.apply.heading')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            {i18n._('guides.apply.lead', { product: PRODUCT_NAME })}
          </p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1.5 text-sm font-medium text-teal-800">
            <Clock aria-hidden="true" className="size-4" />
            {i18n._('guides.apply.reviewTime')}
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
