import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useReviewGuideApplication } from '../api/review-guide-application';
import { useLingui } from '../i18n';

export type Decision = 'approved' | 'rejected';

/** Approves or rejects an application and says how it went, in the spec's words. */
export function useApplicationDecision() {
  const review = useReviewGuideApplication();
  const { i18n } = useLingui();

  const decide = async (
    application: { id: number; fullName: string },
    status: Decision,
  ): Promise<boolean> => {
    try {
      await review.mutateAsync({ id: application.id, status });
      toast({
        title: i18n._('admin.decision.updated'),
        description:
          status === 'approved'
            ? i18n._('admin.decision.approved', { name: application.fullName })
            : i18n._('admin.decision.rejected', { name: application.fullName }),
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._('admin.decision.failed')),
        variant: 'destructive',
      });
      return false;
    }
  };

  return {
    decide,
    /** The application and decision under way, to show a spinner on the right button. */
    pending: review.isPending ? review.variables : undefined,
  };
}
