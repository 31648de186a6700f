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

const meta = {
  title: 'Forgot Password',
  description: 'Request a link to reset your password.',
};

export function ForgotPasswordPage() {
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
        title: 'Failed to send reset link',
        description: errorMessage(error, 'Please try again in a moment.'),
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
          title="Check your email"
          description={
            <p>
              If an account exists for <strong className="font-semibold break-all text-ink">{sentTo}</strong>,
              we have sent a link to reset your password. It works once, for one hour.
            </p>
          }
        >
          <p className="rounded-2xl bg-sand-100 p-4 text-sm text-ink-muted">
            Nothing arrived after a few minutes? Check your spam or junk folder, or try again with another
            address.
          </p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button asChild>
              <Link to="/auth">Back to login</Link>
            </Button>
            <Button variant="outline" onClick={() => setSentTo(null)}>
              Use another email
            </Button>
          </div>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta {...meta} />
      <AuthCard
        icon={KeyRound}
        title="Forgot your password?"
        description="Enter the email of your account and we will send you a link to choose a new one."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField label="Email" error={errors.email?.message}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" autoFocus {...form.register('email')} />
            )}
          </FormField>
          <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
            Send reset link
          </Button>
        </form>
        <Link
          to="/auth"
          className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to login
        </Link>
      </AuthCard>
    </>
  );
}
