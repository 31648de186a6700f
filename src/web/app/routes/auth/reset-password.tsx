import { RESET_PASSWORD_DONE, RESET_TOKEN_INVALID_MESSAGE, ResetPasswordForm } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageLoader } from '@/components/page-loader';
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

const REDIRECT_AFTER_RESET_MS = 3000;

const meta = { title: 'Reset Password', description: 'Choose a new password for your account.' };

/** verifying → valid form or invalid screen → success → /auth after 3 seconds (spec section 4). */
export function ResetPasswordPage() {
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
    if (problem === 'no-token') toast({ title: 'Invalid request', variant: 'destructive' });
    if (problem === 'invalid') toast({ title: 'Invalid token', variant: 'destructive' });
    if (problem === 'check-failed')
      toast({
        title: 'Verification failed',
        description: errorMessage(verification.error, 'We could not check your reset link.'),
        variant: 'destructive',
      });
  }, [problem, verification.error]);

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
        <PageLoader label="Checking your reset link" />
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
  const description =
    reason === 'check-failed'
      ? 'We could not check your reset link just now. Please try again, or request a new link.'
      : reason === 'no-token'
        ? 'This page needs the link from your reset email. Request a new link and use the button in the email.'
        : `${RESET_TOKEN_INVALID_MESSAGE} Reset links work once, for one hour.`;
  return (
    <AuthCard icon={LinkIcon} tone="attention" title="This link can't be used" description={description}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth">Back to login</Link>
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
        title: 'Password reset failed',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthCard
      icon={KeyRound}
      title="Choose a new password"
      description="At least 8 characters. Make it yours."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label="New password" error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              autoFocus
              {...form.register('password')}
            />
          )}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title="Password reset"
      description={
        <>
          <p>{RESET_PASSWORD_DONE}</p>
          <p className="mt-2 text-sm" role="status">
            Taking you to the login page in 3 seconds…
          </p>
        </>
      }
    >
      <Button asChild className="w-full">
        <Link to="/auth" replace>
          Go to login now
        </Link>
      </Button>
    </AuthCard>
  );
}
