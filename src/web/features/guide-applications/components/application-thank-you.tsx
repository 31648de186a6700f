import { PRODUCT_NAME } from '@contract/brand';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useLingui } from '../i18n';
import { NextSteps } from './next-steps';
import { StatusLayout } from './status-layout';

/** Shown once the wizard's application is in: what happens next. */
export function ApplicationThankYou() {
  const { i18n } = useLingui();
  return (
    <StatusLayout
      icon={HeartHandshake}
      tone="good"
      heading={i18n._('guideApplications.thankYou.heading')}
      lead={i18n._('guideApplications.thankYou.lead', { product: PRODUCT_NAME })}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/waiting-approval">
              {i18n._('guideApplications.thankYou.seeStatus')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/explore">
              {i18n._('guideApplications.thankYou.explore', { product: PRODUCT_NAME })}
            </Link>
          </Button>
        </>
      }
    >
      <NextSteps className="mt-8" />
    </StatusLayout>
  );
}
