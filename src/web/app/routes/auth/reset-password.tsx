import { ResetPasswordForm } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageLoader } from '@/app/layout/page-loader';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useVerifyResetToken } from '@/features/auth/api/verify-reset-token';
import { AuthCard } from '@/features/auth/components/auth-card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { useLingui } from './i18n';

const REDIRECT_AFTER_RESET_MS = 3000;

/** verifying → valid form or invalid screen → success → /auth after 3 seconds (spec section 4). */
export function ResetPasswordPage() {
  const { i18n } = useLingui();
  const meta = { title: i18n._('auth.reset.meta.title'), description: i18n._('auth.reset.meta.description') };
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verification = useVerifyResetToken(token);
  const [outcome, setOutcome] = useState<'form' | 'done' | 'expired'>('form');

  const problem: 'no-token' | 'invalid' | 'check-failed' | null = !token
    ? 'no-token'
    : verification.isError
      ? 'check-failed'
      : verification.data?.valid === false || outcome === 'expired'
        ? 'invalid'
        : null;

  useEffect(() => {
    if (problem === 'no-token') toast({ title: i18n._('auth.reset.invalidRequest'), variant: 'destructive' });
    if (problem === 'invalid') toast({ title: i18n._('auth.reset.invalidToken'), variant: 'destructive' });
    if (problem === 'check-failed')
      toast({
        title: i18n._('auth.reset.verificationFailed'),
        description: errorMessage(verification.error, i18n._('auth.reset.couldNotCheck')),
        variant: 'destructive',
      });
  }, [problem, verification.error, i18n]);

  if (problem) {
    return (
      <>
        <PageMeta {...meta} />
        <InvalidLink reason={problem} />
      </>
    );
  }
  if (verification.isPending) {
    return (
      <>
        <PageMeta {...meta} />
        <PageLoader label={i18n._('auth.reset.checking')} />
      </>
    );
  }
  return (
    <>
      <PageMeta {...meta} />
      {outcome === 'done' ? (
        <ResetDone />
      ) : (
        <NewPasswordForm
          token={token ?? ''}
          onDone={() => setOutcome('done')}
          onExpired={() => setOutcome('expired')}
        />
      )}
    </>
  );
}

function InvalidLink({ reason }: { reason: 'no-token' | 'invalid' | 'check-failed' }) {
  const { i18n } = useLingui();
  const description =
    reason === 'check-failed'
      ? i18n._('auth.reset.checkFailed')
      : reason === 'no-token'
        ? i18n._('auth.reset.noToken')
        : i18n._('auth.reset.expired');
  return (
    <AuthCard
      icon={LinkIcon}
      tone="attention"
      title={i18n._('auth.reset.unusable')}
      description={description}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <Link to="/forgot-password">{i18n._('auth.reset.requestNew')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth">{i18n._('auth.backToLogin')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function NewPasswordForm({
  token,
  onDone,
  onExpired,
}: {
  token: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { i18n } = useLingui();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      // A 400 that is not about the password itself means the link expired or was used meanwhile.
      if (isApiError(error, 400) && !error.fields.password) {
        onExpired();
        return;
      }
      const field = isApiError(error) ? error.fields.password : undefined;
      if (field) form.setError('password', { type: 'server', message: field });
      toast({
        title: i18n._('auth.reset.failed'),
        description: errorMessage(error, i18n._('auth.tryAgainSoon')),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthCard icon={KeyRound} title={i18n._('auth.reset.title')} description={i18n._('auth.reset.lead')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={i18n._('auth.reset.newPassword')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              autoFocus
              {...form.register('password')}
            />
          )}
        </FormField>
        <FormField label={i18n._('auth.reset.confirmPassword')} error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
          {i18n._('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetDone() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={i18n._('auth.reset.done.title')}
      description={
        <>
          <p>{i18n._('auth.reset.done.body')}</p>
          <p className="mt-2 text-sm" role="status">
            {i18n._('auth.reset.done.redirect')}
          </p>
        </>
      }
    >
      <Button asChild className="w-full">
        <Link to="/auth" replace>
          {i18n._('auth.reset.done.now')}
        </Link>
      </Button>
    </AuthCard>
  );
}
