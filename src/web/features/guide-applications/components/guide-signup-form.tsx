import type { PublicUser } from '@contract/auth';
import { PRODUCT_NAME } from '@contract/brand';
import { APPLICATION_CATEGORIES } from '@contract/catalog';
import { ERROR_CODES } from '@contract/errors';
import { GuideSignupInput } from '@contract/guide-applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { PlaceSelect } from '@/components/place-select';
import { PolicyAcceptanceNote } from '@/components/policy-acceptance-note';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useGuideSignup } from '../api/guide-signup';

type SignupValues = GuideSignupInput;

interface GuideSignupFormProps {
  /** Called once the account exists and is signed in, with the answers to carry into the application. */
  onSignedUp: (user: PublicUser, answers: SignupValues) => Promise<void> | void;
}

/** /signup: a guide account in one step (name, email, password, place, practice); the application follows. */
export function GuideSignupForm({ onSignedUp }: GuideSignupFormProps) {
  const signup = useGuideSignup();
  const form = useForm<SignupValues>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(GuideSignupInput),
    defaultValues: { fullName: '', email: '', password: '', neighbourhood: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let user: PublicUser;
    try {
      user = await signup.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(
        error,
        form.setError,
        ['fullName', 'email', 'password', 'neighbourhood', 'category'],
        {
          [ERROR_CODES.emailTaken]: 'email',
        },
      );
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Registration failed'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Registration successful',
      description: `Welcome to ${PRODUCT_NAME}, ${user.username}. Now tell us about your practice.`,
      variant: 'success',
    });
    await onSignedUp(user, values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Full name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Neighbourhood" error={errors.neighbourhood?.message}>
          {(control) => <PlaceSelect {...control} {...form.register('neighbourhood')} />}
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={APPLICATION_CATEGORIES}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder="Choose a category"
                />
              )}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" pending={isSubmitting} className="mt-1 w-full">
        Create guide account
        {isSubmitting ? null : <ArrowRight aria-hidden="true" />}
      </Button>
      <PolicyAcceptanceNote action="By creating an account" />
    </form>
  );
}
