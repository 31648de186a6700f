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
import { namedOptions, practiceName } from '@/lib/option-names/option-names';
import { useGuideSignup } from '../api/guide-signup';
import { APPLICATION_FIELD_LABELS } from '../application-form';
import { useLingui, useMessageText } from '../i18n';

type SignupValues = GuideSignupInput;

interface GuideSignupFormProps {
  /** Called once the account exists and is signed in, with the answers to carry into the application. */
  onSignedUp: (user: PublicUser, answers: SignupValues) => Promise<void> | void;
}

/** /signup: a guide account in one step (name, email, password, place, practice); the application follows. */
export function GuideSignupForm({ onSignedUp }: GuideSignupFormProps) {
  const signup = useGuideSignup();
  const { i18n } = useLingui();
  const errorText = useMessageText();
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
        title: i18n._('guideApplications.signup.failedTitle'),
        description: errorMessage(error, i18n._('guideApplications.signup.failedTitle')),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: i18n._('guideApplications.signup.successTitle'),
      description: i18n._('guideApplications.signup.successText', {
        product: PRODUCT_NAME,
        username: user.username,
      }),
      variant: 'success',
    });
    await onSignedUp(user, values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label={i18n._(APPLICATION_FIELD_LABELS.fullName)}
        error={errorText(errors.fullName?.message)}
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label={i18n._(APPLICATION_FIELD_LABELS.email)} error={errorText(errors.email?.message)}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField
        label={i18n._('guideApplications.signup.password')}
        error={errorText(errors.password?.message)}
        hint={i18n._('guideApplications.signup.passwordHint')}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={i18n._(APPLICATION_FIELD_LABELS.neighbourhood)}
          error={errorText(errors.neighbourhood?.message)}
        >
          {(control) => <PlaceSelect {...control} {...form.register('neighbourhood')} />}
        </FormField>
        <FormField
          label={i18n._(APPLICATION_FIELD_LABELS.category)}
          error={errorText(errors.category?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={namedOptions(APPLICATION_CATEGORIES, (category) => practiceName(i18n, category))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={i18n._('guideApplications.signup.categoryPlaceholder')}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" pending={isSubmitting} className="mt-1 w-full">
        {i18n._('guideApplications.signup.submit')}
        {isSubmitting ? null : <ArrowRight aria-hidden="true" />}
      </Button>
      <PolicyAcceptanceNote action={i18n._('guideApplications.signup.policyAction')} />
    </form>
  );
}
