import { PRODUCT_NAME } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import {
  ArrowRight,
  CircleCheckBig,
  ClipboardList,
  Hourglass,
  LogOut,
  RotateCcw,
  Sparkles,
} from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import type { MyApplication } from '../api/get-my-application';
import { NextSteps } from './next-steps';
import { StatusLayout } from './status-layout';

const APPLICATION_STATUS_BADGE: Record<
  MyApplication['status'],
  { label: string; variant: BadgeProps['variant'] }
> = {
  pending: { label: 'Pending review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Not approved', variant: 'destructive' },
};

function LogOutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" size="lg" pending={logout.isPending} onClick={() => logout.mutate()}>
      {logout.isPending ? null : <LogOut aria-hidden="true" />}
      Log Out
    </Button>
  );
}

function SubmittedOn({ application }: { application: MyApplication }) {
  const badge = APPLICATION_STATUS_BADGE[application.status];
  return (
    <dl className="mx-auto mt-6 flex max-w-md flex-wrap items-center justify-center gap-x-6 gap-y-2 rounded-2xl border border-border px-4 py-3 text-sm">
      <div className="flex items-center gap-2">
        <dt className="text-ink-muted">Submitted</dt>
        <dd className="font-medium text-ink">{formatDate(application.createdAt, 'short')}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-ink-muted">Status</dt>
        <dd>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </dd>
      </div>
    </dl>
  );
}

/** Where a guide's application stands, and the one useful way on from there. */
export function ApplicationStatusCard({ application }: { application: MyApplication | null }) {
  const { user } = useAuth();

  if (!application) {
    return (
      <StatusLayout
        icon={ClipboardList}
        tone="calm"
        heading="No application yet"
        lead={`Tell us about your practice to start guiding on ${PRODUCT_NAME}. It takes about ten minutes.`}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/onboarding/guide">
                Start your application
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <LogOutButton />
          </>
        }
      />
    );
  }

  if (application.status === 'approved') {
    const needsProfile = !user?.profileComplete;
    return (
      <StatusLayout
        icon={CircleCheckBig}
        tone="good"
        heading="Application Approved"
        lead={
          needsProfile
            ? `Welcome to ${PRODUCT_NAME}! Set up your guide profile, then publish your first sessions.`
            : `Welcome to ${PRODUCT_NAME}! Your dashboard is ready for your sessions.`
        }
        actions={
          <Button asChild size="lg">
            <Link to={needsProfile ? '/setup/profile' : '/practitioner-dashboard'}>
              <Sparkles aria-hidden="true" />
              {needsProfile ? 'Set up your profile' : 'Go to your dashboard'}
            </Link>
          </Button>
        }
      >
        <SubmittedOn application={application} />
      </StatusLayout>
    );
  }

  if (application.status === 'rejected') {
    return (
      <StatusLayout
        icon={RotateCcw}
        tone="calm"
        heading="Application Not Approved"
        lead="Thank you for applying. We could not approve this application, but you are welcome to apply again: add more detail about your training and experience, and links we can check."
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/onboarding/guide">
                Apply again
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <LogOutButton />
          </>
        }
      >
        <SubmittedOn application={application} />
      </StatusLayout>
    );
  }

  return (
    <StatusLayout
      icon={Hourglass}
      tone="warm"
      heading="Application Submitted"
      lead={`Thank you for applying to guide on ${PRODUCT_NAME}. We review every application within 2-3 business days.`}
      actions={<LogOutButton />}
    >
      <SubmittedOn application={application} />
      <NextSteps className="mt-8" />
    </StatusLayout>
  );
}
