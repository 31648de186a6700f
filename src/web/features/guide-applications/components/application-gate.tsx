import type { ReactNode } from 'react';
import { PageLoader } from '@/app/layout/page-loader';
import { PageMeta } from '@/components/page-meta';
import { useAuth } from '@/lib/auth';
import { useMyApplication } from '../api/get-my-application';
import { applicationDefaults } from '../application-defaults';
import { loadApplicationDraft, loadSignupAnswers } from '../application-draft';
import type { ApplicationFormInput } from '../application-form';
import { ApplicationLoadError } from './application-load-error';
import { ApplicationStatusCard } from './application-status-card';
import { ReapplyNotice } from './reapply-notice';

export interface ApplicationFormStart {
  userId: number;
  defaultValues: ReturnType<typeof applicationDefaults>;
  /** Shown above the form when an earlier application was rejected. */
  reapplyNotice: ReactNode;
}

interface ApplicationGateProps {
  meta: { title: string; description: string };
  /** The form's own starting values, under the account's and any earlier answers. */
  base?: Partial<ApplicationFormInput>;
  children: (start: ApplicationFormStart) => ReactNode;
}

/**
 * What both application forms show first: a guide whose application is pending or approved sees its
 * status instead of a second form; anyone else (never applied, or rejected) gets the form, prefilled.
 */
export function ApplicationGate({ meta, base, children }: ApplicationGateProps) {
  const { user } = useAuth();
  const application = useMyApplication();

  if (application.isPending || !user) return <PageLoader />;
  if (application.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...meta} />
        <ApplicationLoadError onRetry={() => void application.refetch()} />
      </div>
    );
  }
  const mine = application.data;
  if (mine && mine.status !== 'rejected') {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...meta} />
        <ApplicationStatusCard application={mine} />
      </div>
    );
  }
  return children({
    userId: user.id,
    defaultValues: applicationDefaults({
      user,
      signup: loadSignupAnswers(user.id),
      previous: mine?.details,
      draft: loadApplicationDraft(user.id),
      base,
    }),
    reapplyNotice: mine?.status === 'rejected' ? <ReapplyNotice prefilled={Boolean(mine.details)} /> : null,
  });
}
