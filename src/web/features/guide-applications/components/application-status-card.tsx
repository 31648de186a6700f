import { GUIDES_AREA_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import {
  ArrowRight,
  CalendarPlus,
  CircleCheckBig,
  ClipboardList,
  Hourglass,
  LogOut,
  type LucideIcon,
  Mail,
  RotateCcw,
  SearchCheck,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLogout } from '@/features/auth';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import type { MyApplication } from '../api/get-my-application';

const REVIEW_STEPS = [
  { icon: SearchCheck, text: 'We review your application within 2-3 business days.' },
  { icon: Mail, text: 'You get our decision by email.' },
  { icon: CalendarPlus, text: 'Once approved, log in, set up your profile and create your first sessions.' },
] as const;

const APPLICATION_STATUS_BADGE: Record<
  MyApplication['status'],
  { label: string; variant: BadgeProps['variant'] }
> = {
  pending: { label: 'Pending review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Not approved', variant: 'destructive' },
};

/** The numbered "what happens next" list of the waiting page and the thank-you screen. */
export function NextSteps({ className }: { className?: string }) {
  return (
    <ol className={cn('grid gap-3 text-left', className)}>
      {REVIEW_STEPS.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3 rounded-2xl bg-sand-50 p-4">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-azulejo-50 text-azulejo-700">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span className="pt-1 text-sm text-ink">{text}</span>
        </li>
      ))}
    </ol>
  );
}

interface StatusLayoutProps {
  icon: LucideIcon;
  tone: 'warm' | 'good' | 'calm';
  heading: string;
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

/** The centred card every application state is told in. */
export function StatusLayout({ icon: Icon, tone, heading, lead, children, actions }: StatusLayoutProps) {
  return (
    <Card className="p-6 text-center sm:p-12">
      <span
        className={cn(
          'mx-auto inline-flex size-16 items-center justify-center rounded-2xl',
          tone === 'warm' && 'bg-terracotta-50 text-terracotta-700',
          tone === 'good' && 'bg-success-50 text-success-700',
          tone === 'calm' && 'bg-azulejo-50 text-azulejo-700',
        )}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <div className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{lead}</div>
      {children}
      <div className="mt-8 flex flex-col items-center gap-4">
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
        <p className="text-sm text-ink-muted">
          Questions?{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-link underline underline-offset-4">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </Card>
  );
}

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
