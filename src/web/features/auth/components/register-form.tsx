import { type PublicUser, RegisterForm as RegisterFormSchema } from '@contract/auth';
import { PRODUCT_NAME } from '@contract/brand';
import { ERROR_CODES } from '@contract/errors';
import { ROLE, type SelfServiceRole } from '@contract/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake, Sparkles } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { PolicyAcceptanceNote } from '@/components/policy-acceptance-note';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useRegister } from '../api/register';
import { useLingui } from '../i18n';

type RegisterValues = RegisterFormSchema;

interface RegisterFormProps {
  defaultRole?: SelfServiceRole;
  /** Called once the account exists and is signed in; the form stays busy until it settles. */
  onRegistered: (user: PublicUser) => Promise<void> | void;
}

export function RegisterForm({ defaultRole = ROLE.seeker, onRegistered }: RegisterFormProps) {
  const { i18n } = useLingui();
  const registerUser = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { name: '', username: '', email: '', password: '', role: defaultRole },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let user: PublicUser;
    try {
      user = await registerUser.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['name', 'username', 'email', 'password', 'role'], {
        [ERROR_CODES.usernameTaken]: 'username',
        [ERROR_CODES.emailTaken]: 'email',
      });
      toast({
        title: i18n._('auth.register.failed'),
        description: errorMessage(error, i18n._('auth.register.failed')),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: i18n._('auth.register.success'),
      description: i18n._('auth.register.welcome', { product: PRODUCT_NAME, username: user.username }),
      variant: 'success',
    });
    await onRegistered(user);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={i18n._('auth.register.name')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={i18n._('auth.register.username')} error={errors.username?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              {...form.register('username')}
            />
          )}
        </FormField>
        <FormField label={i18n._('auth.register.email')} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
      </div>
      <FormField
        label={i18n._('auth.register.password')}
        error={errors.password?.message}
        hint={i18n._('auth.register.passwordHint')}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{i18n._('auth.register.joinAs')}</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={(value) => field.onChange(value as SelfServiceRole)}
              name={field.name}
              className="sm:grid-cols-2"
              aria-invalid={errors.role ? true : undefined}
            >
              <RadioCard
                value={ROLE.seeker}
                ref={field.ref}
                icon={<Sparkles />}
                label={i18n._('auth.register.seeker')}
                description={i18n._('auth.register.seekerHint')}
              />
              <RadioCard
                value={ROLE.guide}
                icon={<HeartHandshake />}
                label={i18n._('auth.register.guide')}
                description={i18n._('auth.register.guideHint')}
              />
            </RadioGroup>
          )}
        />
        {errors.role ? <p className="text-sm font-medium text-danger-600">{errors.role.message}</p> : null}
      </fieldset>
      <Button type="submit" size="lg" pending={isSubmitting} className="mt-1 w-full">
        {i18n._('auth.register.submit')}
      </Button>
      <PolicyAcceptanceNote action={i18n._('auth.register.accepting')} />
    </form>
  );
}
