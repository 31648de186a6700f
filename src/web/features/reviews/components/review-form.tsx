import { REVIEW_COMMENT_MAX } from '@contract/catalog';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { type ReviewEligibility, ReviewInput } from '@contract/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { StarPicker } from '@/components/ui/star-picker';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useCreateReview } from '../api/create-review';
import { Trans, useLingui } from '../i18n';

const SESSION_CHOICE = /*i18n*/ 'reviews.form.chooseSessionError';

/** The contract's review, plus which attended session it is about (the API takes that in the path). */
const ReviewFormSchema = ReviewInput.extend({
  sessionId: z.number({ error: SESSION_CHOICE }).int(SESSION_CHOICE).positive(SESSION_CHOICE),
});
type ReviewFormValues = z.input<typeof ReviewFormSchema>;
type ReviewFormOutput = z.output<typeof ReviewFormSchema>;

interface ReviewFormProps {
  guideId: number;
  guideName: string;
  sessions: ReviewEligibility['sessions'];
}

export function ReviewForm({ guideId, guideName, sessions }: ReviewFormProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const createReview = useCreateReview();
  const form = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(ReviewFormSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { rating: 0, comment: '', practitionerId: guideId, sessionId: sessions[0]?.sessionId },
  });
  const { errors, isSubmitting } = form.formState;
  const comment = form.watch('comment') ?? '';

  const onSubmit = form.handleSubmit(async ({ sessionId, rating, comment: text }) => {
    try {
      await createReview.mutateAsync({
        sessionId,
        review: { rating, comment: text, practitionerId: guideId },
      });
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['rating', 'comment']);
      toast({
        title: i18n._('reviews.form.failedTitle'),
        description: errorMessage(error, i18n._('reviews.form.failed')),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: i18n._('reviews.form.submittedTitle'),
      description: i18n._('reviews.form.submitted'),
      variant: 'success',
    });
    form.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div>
        <h3 className="text-lg font-semibold text-ink">{i18n._('reviews.form.title')}</h3>
        <p className="mt-1 text-sm text-ink-muted">{i18n._('reviews.form.lead', { name: guideName })}</p>
      </div>

      {sessions.length > 1 ? (
        <Controller
          control={form.control}
          name="sessionId"
          render={({ field }) => (
            <FormField
              label={i18n._('reviews.form.session')}
              error={errors.sessionId?.message && i18n._(errors.sessionId.message)}
            >
              {(control) => (
                <Select
                  value={field.value ? String(field.value) : undefined}
                  onValueChange={(value) => field.onChange(Number(value))}
                >
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue placeholder={i18n._('reviews.form.chooseSession')} />
                  </SelectTrigger>
                  <SelectContent>
                    {sessions.map((session) => (
                      <SelectItem key={session.sessionId} value={String(session.sessionId)}>
                        {session.title} · {formatDay(session.sessionDate, 'short', locale)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
      ) : sessions[0] ? (
        <p className="text-sm text-ink-muted">
          <Trans
            id={/*i18n*/ 'reviews.form.about'}
            values={{ title: sessions[0].title, day: formatDay(sessions[0].sessionDate, 'short', locale) }}
            components={{ 0: <span className="font-medium text-ink" /> }}
          />
        </p>
      ) : null}

      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            legend={i18n._('reviews.form.rating')}
            value={field.value ?? 0}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />

      <FormField
        label={i18n._('reviews.form.comment')}
        error={errors.comment?.message}
        hint={i18n._('reviews.characters', { count: comment.length, max: REVIEW_COMMENT_MAX })}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder={i18n._('reviews.form.commentPlaceholder')}
            {...form.register('comment')}
          />
        )}
      </FormField>

      <Button type="submit" pending={isSubmitting} className="justify-self-start">
        {i18n._('reviews.form.submit')}
      </Button>
    </form>
  );
}
