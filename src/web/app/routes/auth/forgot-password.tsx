import { ForgotPasswordInput } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useRequestPasswordReset } from '@/features/auth/api/forgot-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { errorMessage } from '@/lib/api-client';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { Link } from '@/lib/router';
import { Trans, useLingui } from './i18n';

export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const meta = {
    title: i18n._('auth.forgot.meta.title'),
    description: i18n._('auth.forgot.meta.description'),
  };
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInput),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast({
        title: i18n._('auth.forgot.failed'),
        description: errorMessage(error, i18n._('auth.tryAgainSoon')),
        variant: 'destructive',
      });
    }
  });

  if (sentTo) {
    return (
      <>
        <PageMeta {...meta} />
        <AuthCard
          icon={MailCheck}
          tone="success"
          title={i18n._('auth.forgot.sent.title')}
          description={
            <p>
              <Trans
                id={/*i18n*/ 'auth.forgot.sent.body'}
                values={{ email: sentTo }}
                components={{ 0: <strong className="font-semibold break-all text-ink" /> }}
              />
            </p>
          }
        >
          <p className="rounded-2xl bg-sand-100 p-4 text-sm text-ink-muted">
            {i18n._('auth.forgot.sent.nothing')}
          </p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button asChild>
              <Link to="/auth">{i18n._('auth.backToLogin')}</Link>
            </Button>
            <Button variant="outline" onClick={() => setSentTo(null)}>
              {i18n._('auth.forgot.sent.another')}
            </Button>
          </div>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta {...meta} />
      <AuthCard icon={KeyRound} title={i18n._('auth.forgot.title')} description={i18n._('auth.forgot.lead')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField label={i18n._('auth.forgot.email')} error={errors.email?.message}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" autoFocus {...form.register('email')} />
            )}
          </FormField>
          <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
            {i18n._('auth.forgot.submit')}
          </Button>
        </form>
        <Link
          to="/auth"
          className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {i18n._('auth.backToLogin')}
        </Link>
      </AuthCard>
    </>
  );
}
