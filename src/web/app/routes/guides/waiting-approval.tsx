import { PRODUCT_NAME } from '@contract/brand';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageLoader } from '@/app/layout/page-loader';
import { PageMeta } from '@/components/page-meta';
import { myApplicationQuery } from '@/features/guide-applications/api/get-my-application';
import { ApplicationLoadError } from '@/features/guide-applications/components/application-load-error';
import { ApplicationStatusCard } from '@/features/guide-applications/components/application-status-card';
import { currentUserQueryKey } from '@/lib/auth';
import { useLingui } from './i18n';

export function WaitingApprovalPage() {
  // A decision may have been made since this tab last asked: read the application and the account afresh.
  const application = useQuery({ ...myApplicationQuery, refetchOnMount: 'always' });
  const queryClient = useQueryClient();
  const { i18n } = useLingui();

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [queryClient]);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <PageMeta
        title={i18n._('guides.waiting.metaTitle')}
        description={i18n._('guides.waiting.metaDescription', { product: PRODUCT_NAME })}
      />
      {application.isPending ? (
        <PageLoader />
      ) : application.isError ? (
        <ApplicationLoadError onRetry={() => void application.refetch()} />
      ) : (
        <ApplicationStatusCard application={application.data} />
      )}
    </div>
  );
}
