import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useReviewGuideApplication } from '../api/review-guide-application';

export type Decision = 'approved' | 'rejected';

/** Approves or rejects an application and says how it went, in the spec's words. */
export function useApplicationDecision() {
  const review = useReviewGuideApplication();

  const decide = async (
    application: { id: number; fullName: string },
    status: Decision,
  ): Promise<boolean> => {
    try {
      await review.mutateAsync({ id: application.id, status });
      toast({
        title: 'Application status updated successfully',
        description: `${application.fullName} was ${status}.`,
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update application'),
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
