import { PRODUCT_NAME } from '@contract/brand';
import {
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  ReviewReportInput,
  type ReviewReportReason,
  type ReviewView,
} from '@contract/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useReportReview } from '../api/report-review';
import { useLingui } from '../i18n';

type ReportValues = z.input<typeof ReviewReportInput>;
type ReportOutput = z.output<typeof ReviewReportInput>;

interface ReportReviewDialogProps {
  /** The review being reported; null while the dialog is closed. */
  review: ReviewView | null;
  onClose: () => void;
}

/** Tells Luz a review breaks the rules: a reason from a short list and, if they like, a few words. */
export function ReportReviewDialog({ review, onClose }: ReportReviewDialogProps) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        {review ? <ReportForm key={review.id} review={review} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ review, onDone }: { review: ReviewView; onDone: () => void }) {
  const { i18n } = useLingui();
  const report = useReportReview();
  const form = useForm<ReportValues, unknown, ReportOutput>({
    resolver: zodResolver(ReviewReportInput),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { reason: undefined, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const note = form.watch('note') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ reviewId: review.id, report: values });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['reason', 'note'])) {
        toast({
          title: i18n._('reviews.report.failedTitle'),
          description: errorMessage(error, i18n._('reviews.report.failed')),
          variant: 'destructive',
        });
      }
      return;
    }
    toast({
      title: i18n._('reviews.report.sentTitle'),
      description: i18n._('reviews.report.sent', { product: PRODUCT_NAME }),
      variant: 'success',
    });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{i18n._('reviews.report.title')}</DialogTitle>
        <DialogDescription>
          {i18n._('reviews.report.lead', {
            author: review.authorName,
            title: review.sessionTitle,
            product: PRODUCT_NAME,
          })}
        </DialogDescription>
      </DialogHeader>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">{i18n._('reviews.report.why')}</legend>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              value={field.value ?? ''}
              onValueChange={(value) => field.onChange(value as ReviewReportReason)}
              name={field.name}
              className="gap-2"
              aria-invalid={errors.reason ? true : undefined}
            >
              {REVIEW_REPORT_REASONS.map((reason, index) => (
                <RadioCard
                  key={reason}
                  value={reason}
                  ref={index === 0 ? field.ref : undefined}
                  label={REVIEW_REPORT_REASON_LABELS[reason]}
                  className="p-3"
                />
              ))}
            </RadioGroup>
          )}
        />
        {errors.reason ? (
          <p className="text-sm font-medium text-danger-600">{errors.reason.message}</p>
        ) : null}
      </fieldset>

      <FormField
        label={<OptionalLabel>{i18n._('reviews.report.note')}</OptionalLabel>}
        error={errors.note?.message}
        hint={i18n._('reviews.characters', { count: note.length, max: REVIEW_REPORT_NOTE_MAX })}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('note')} />}
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {i18n._('reviews.report.cancel')}
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {i18n._('reviews.report.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
