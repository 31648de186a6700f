import { PRODUCT_NAME } from '@contract/brand';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { NextSteps } from './next-steps';
import { StatusLayout } from './status-layout';

/** Shown once the wizard's application is in: what happens next. */
export function ApplicationThankYou() {
  return (
    <StatusLayout
      icon={HeartHandshake}
      tone="good"
      heading="Thank you for applying!"
      lead={`Your application to guide on ${PRODUCT_NAME} is with our team. Here is what happens next.`}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/waiting-approval">
              See your application status
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/explore">Explore {PRODUCT_NAME}</Link>
          </Button>
        </>
      }
    >
      <NextSteps className="mt-8" />
    </StatusLayout>
  );
}
