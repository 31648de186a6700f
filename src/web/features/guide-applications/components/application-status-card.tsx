import { PRODUCT_NAME } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
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
import { useLingui } from '../i18n';
import { NextSteps } from './next-steps';
import { StatusLayout } from './status-layout';

const APPLICATION_STATUS_BADGE: Record<
  MyApplication['status'],
  { label: string; variant: BadgeProps['variant'] }
> = {
  pending: { label: /*i18n*/ 'guideApplications.status.pending', variant: 'warning' },
  approved: { label: /*i18n*/ 'guideApplications.status.approved', variant: 'success' },
  rejected: { label: /*i18n*/ 'guideApplications.status.rejected', variant: 'destructive' },
};

function LogOutButton() {
  const logout = useLogout();
  const { i18n } = useLingui();
  return (
    <Button variant="outline" size="lg" pending={logout.isPending} onClick={() => logout.mutate()}>
      {logout.isPending ? null : <LogOut aria-hidden="true" />}
      {i18n._('guideApplications.status.logOut')}
    </Button>
  );
}

function SubmittedOn({ application }: { application: MyApplication }) {
  const badge = APPLICATION_STATUS_BADGE[application.status];
  const { i18n } = useLingui();
  return (
    <dl className="mx-auto mt-6 flex max-w-md flex-wrap items-center justify-center gap-x-6 gap-y-2 rounded-2xl border border-border px-4 py-3 text-sm">
      <div className="flex items-center gap-2">
        <dt className="text-ink-muted">{i18n._('guideApplications.status.submitted')}</dt>
        <dd className="font-medium text-ink">
          {formatDate(application.createdAt, 'short', i18n.locale as Locale)}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-ink-muted">{i18n._('guideApplications.status.status')}</dt>
        <dd>
          <Badge variant={badge.variant}>{i18n._(badge.label)}</Badge>
        </dd>
      </div>
    </dl>
  );
}

/** Where a guide's application stands, and the one useful way on from there. */
export function ApplicationStatusCard({ application }: { application: MyApplication | null }) {
  const { user } = useAuth();
  const { i18n } = useLingui();

  if (!application) {
    return (
      <StatusLayout
        icon={ClipboardList}
        tone="calm"
        heading={i18n._('guideApplications.status.noneHeading')}
        lead={i18n._('guideApplications.status.noneLead', { product: PRODUCT_NAME })}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/onboarding/guide">
                {i18n._('guideApplications.status.start')}
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
        heading={i18n._('guideApplications.status.approvedHeading')}
        lead={
          needsProfile
            ? i18n._('guideApplications.status.approvedNeedsProfile', { product: PRODUCT_NAME })
            : i18n._('guideApplications.status.approvedReady', { product: PRODUCT_NAME })
        }
        actions={
          <Button asChild size="lg">
            <Link to={needsProfile ? '/setup/profile' : '/practitioner-dashboard'}>
              <Sparkles aria-hidden="true" />
              {needsProfile
                ? i18n._('guideApplications.status.setUpProfile')
                : i18n._('guideApplications.status.goToDashboard')}
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
        heading={i18n._('guideApplications.status.rejectedHeading')}
        lead={i18n._('guideApplications.status.rejectedLead')}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/onboarding/guide">
                {i18n._('guideApplications.status.applyAgain')}
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
      heading={i18n._('guideApplications.status.pendingHeading')}
      lead={i18n._('guideApplications.status.pendingLead', { product: PRODUCT_NAME })}
      actions={<LogOutButton />}
    >
      <SubmittedOn application={application} />
      <NextSteps className="mt-8" />
    </StatusLayout>
  );
}
