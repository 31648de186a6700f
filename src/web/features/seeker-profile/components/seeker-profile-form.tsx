import { type OwnProfile, SeekerProfileInput } from '@contract/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useSaveSeekerProfile } from '../api/save-seeker-profile';
import { useLingui } from '../i18n';

type ProfileValues = z.input<typeof SeekerProfileInput>;
type ProfileOutput = z.output<typeof SeekerProfileInput>;

const BIO_MAX = 2000;

interface SeekerProfileFormProps {
  /** Null when the account has no profile yet (GET /api/profile answered 404). */
  profile: OwnProfile | null;
  /** The account's own name, to start from when the profile has none. */
  fallbackName: string | null;
  submitLabel: string;
  /** Runs after the profile is saved and the signed-in user refetched. */
  onSaved: () => Promise<void> | void;
}

export function SeekerProfileForm({ profile, fallbackName, submitLabel, onSaved }: SeekerProfileFormProps) {
  const { i18n } = useLingui();
  const save = useSaveSeekerProfile();
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(SeekerProfileInput),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: {
      name: profile?.name ?? fallbackName ?? '',
      city: profile?.city ?? '',
      country: profile?.country ?? '',
      bio: profile?.bio ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const bio = form.watch('bio') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ profile: values, exists: profile !== null });
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['name', 'city', 'country', 'bio']);
      toast({
        title: i18n._('seekerProfile.save.failedTitle'),
        description: i18n._('seekerProfile.save.failed'),
        variant: 'destructive',
      });
      return;
    }
    form.reset(values);
    toast({ title: i18n._('seekerProfile.save.done'), variant: 'success' });
    await onSaved();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <FormField
        label={i18n._('seekerProfile.form.name')}
        error={errors.name?.message}
        hint={i18n._('seekerProfile.form.nameHint')}
      >
        {(control) => <Input {...control} autoComplete="name" maxLength={100} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={<OptionalLabel>{i18n._('seekerProfile.form.city')}</OptionalLabel>}
          error={errors.city?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="address-level2" maxLength={80} {...form.register('city')} />
          )}
        </FormField>
        <FormField
          label={<OptionalLabel>{i18n._('seekerProfile.form.country')}</OptionalLabel>}
          error={errors.country?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="country-name" maxLength={80} {...form.register('country')} />
          )}
        </FormField>
      </div>
      <FormField
        label={<OptionalLabel>{i18n._('seekerProfile.form.bio')}</OptionalLabel>}
        error={errors.bio?.message}
        hint={i18n._('seekerProfile.form.bioHint', { count: bio.length, max: BIO_MAX })}
      >
        {(control) => <Textarea {...control} rows={5} maxLength={BIO_MAX} {...form.register('bio')} />}
      </FormField>
      <Button
        type="submit"
        size="lg"
        pending={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {submitLabel}
      </Button>
    </form>
  );
}
