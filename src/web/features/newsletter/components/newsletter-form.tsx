import { NewsletterSignup } from '@contract/newsletter';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { useLingui } from '../i18n';

type NewsletterValues = z.input<typeof NewsletterSignup>;

/** One email field; the answer (or what went wrong) is shown in place. */
export function NewsletterForm() {
  const { i18n } = useLingui();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterValues>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(NewsletterSignup),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await subscribe.mutateAsync(email);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['email']);
    }
  });

  if (subscribe.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-3 rounded-2xl bg-white/10 p-4 text-white">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {subscribe.data?.message || i18n._('newsletter.confirmation')}
      </p>
    );
  }

  const serverError =
    subscribe.isError && !fieldError ? errorMessage(subscribe.error, i18n._('newsletter.failed')) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {i18n._('newsletter.email')}
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={i18n._('newsletter.placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'newsletter-error' : undefined}
          className="h-12 rounded-full border-transparent px-5"
          {...form.register('email')}
        />
        <Button
          type="submit"
          size="lg"
          pending={isSubmitting}
          className="bg-sand-50 text-azulejo-900 hover:bg-white"
        >
          {i18n._('newsletter.subscribe')}
        </Button>
      </div>
      {fieldError ? (
        <p id="newsletter-error" className="text-sm font-medium text-terracotta-100">
          {fieldError}
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-terracotta-100">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
