import { REVIEW_REPLY_MAX, type ReviewReply, ReviewReplyInput } from '@contract/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useSaveReply } from '../api/reply-to-review';
import { useLingui } from '../i18n';

type ReplyValues = z.input<typeof ReviewReplyInput>;
type ReplyOutput = z.output<typeof ReviewReplyInput>;

interface ReplyFormProps {
  reviewId: number;
  authorName: string;
  /** The reply being edited; none when writing the first one. */
  reply: ReviewReply | null;
  onDone: () => void;
}

/** The guide's public answer to one review: written once, then edited. */
export function ReplyForm({ reviewId, authorName, reply, onDone }: ReplyFormProps) {
  const { i18n } = useLingui();
  const save = useSaveReply();
  const form = useForm<ReplyValues, unknown, ReplyOutput>({
    resolver: zodResolver(ReviewReplyInput),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { text: reply?.text ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('text') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ reviewId, text: values.text, editing: reply !== null });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['text'])) {
        toast({
          title: i18n._('reviews.reply.failedTitle'),
          description: errorMessage(error, i18n._('reviews.reply.failed')),
          variant: 'destructive',
        });
      }
      return;
    }
    toast({
      title: reply ? i18n._('reviews.reply.updated') : i18n._('reviews.reply.posted'),
      description: i18n._('reviews.reply.savedNote'),
      variant: 'success',
    });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField
        label={
          reply ? i18n._('reviews.reply.editLabel') : i18n._('reviews.reply.label', { name: authorName })
        }
        error={errors.text?.message}
        hint={i18n._('reviews.reply.hint', { count: text.length, max: REVIEW_REPLY_MAX })}
      >
        {(control) => <Textarea {...control} rows={4} autoFocus {...form.register('text')} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" pending={isSubmitting}>
          {reply ? i18n._('reviews.reply.save') : i18n._('reviews.reply.post')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {i18n._('reviews.reply.cancel')}
        </Button>
      </div>
    </form>
  );
}
