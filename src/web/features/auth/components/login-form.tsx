import { LoginInput, type PublicUser } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { Link } from '@/lib/router';
import { useLogin } from '../api/login';
import { useLingui } from '../i18n';

interface LoginFormProps {
  /** Called once the user is signed in; the form stays busy until it settles (it may navigate). */
  onSignedIn: (user: PublicUser) => Promise<void> | void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { i18n } = useLingui();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let user: PublicUser;
    try {
      user = await login.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['username', 'password']);
      toast({
        title: i18n._('auth.login.failed'),
        description: errorMessage(error, i18n._('auth.login.failed')),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: i18n._('auth.login.success'),
      description: i18n._('auth.login.welcomeBack', { username: user.username }),
      variant: 'success',
    });
    await onSignedIn(user);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={i18n._('auth.login.username')} error={errors.username?.message}>
        {(control) => (
          <Input {...control} autoComplete="username" autoCapitalize="none" {...form.register('username')} />
        )}
      </FormField>
      <FormField
        label={i18n._('auth.login.password')}
        error={errors.password?.message}
        labelAside={
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-link underline-offset-4 hover:underline"
          >
            {i18n._('auth.login.forgot')}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" pending={isSubmitting} className="mt-1 w-full">
        {i18n._('auth.login.submit')}
      </Button>
    </form>
  );
}
