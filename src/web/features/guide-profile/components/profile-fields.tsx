import { LISBON_NEIGHBOURHOODS, PROFILE_LANGUAGES, PROFILE_MODALITIES } from '@contract/catalog';
import type { GuideProfileInput } from '@contract/profiles';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TagInput } from '@/components/ui/tag-input';
import { Textarea } from '@/components/ui/textarea';
import { numberFromInput } from '@/lib/euros';
import type { ProfileFormInput } from '../profile-form';

export type ProfileFormApi = UseFormReturn<ProfileFormInput, unknown, GuideProfileInput>;

interface FieldsProps {
  form: ProfileFormApi;
}

const SHORT_BIO_MAX = 120;
const BIO_MIN = 50;

const optional = (label: string) => (
  <>
    {label} <span className="font-normal text-ink-muted">(optional)</span>
  </>
);

/** Name, bios and where the guide is: the Basic Info tab, and the first section of the setup. */
export function AboutFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const [shortBio, bio] = useWatch({ control: form.control, name: ['shortBio', 'bio'] });
  const bioLength = bio?.trim().length ?? 0;
  return (
    <div className="grid gap-5">
      <FormField label="Name" error={errors.name?.message} hint="As seekers will see it.">
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField
        label={optional('Short bio')}
        error={errors.shortBio?.message}
        hint={`One line for your card, e.g. “Sound baths in Alfama”. ${shortBio?.length ?? 0}/${SHORT_BIO_MAX}`}
      >
        {(control) => <Input {...control} maxLength={SHORT_BIO_MAX + 20} {...form.register('shortBio')} />}
      </FormField>
      <FormField
        label="Bio"
        error={errors.bio?.message}
        hint={
          bioLength < BIO_MIN
            ? `At least ${BIO_MIN} characters: ${BIO_MIN - bioLength} to go.`
            : `${bioLength} characters. Your story, your training and what a session with you feels like.`
        }
      >
        {(control) => <Textarea {...control} rows={7} {...form.register('bio')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="City" error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...form.register('city')} />}
        </FormField>
        <FormField label={optional('Neighbourhood')} error={errors.neighbourhood?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('neighbourhood')}>
              <option value="">Not listed</option>
              {LISBON_NEIGHBOURHOODS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          {(control) => <Input {...control} autoComplete="country-name" {...form.register('country')} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <CheckboxGroup
            legend="Languages you hold sessions in"
            options={PROFILE_LANGUAGES}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.languages?.message}
            columnsClassName="grid-cols-2 sm:grid-cols-4"
          />
        )}
      />
    </div>
  );
}

/** Instagram and website. */
export function LinkFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={optional('Instagram')} error={errors.socialLinks?.instagram?.message}>
        {(control) => (
          <Input
            {...control}
            placeholder="@yourpractice"
            autoCapitalize="none"
            {...form.register('socialLinks.instagram')}
          />
        )}
      </FormField>
      <FormField label={optional('Website')} error={errors.socialLinks?.website?.message}>
        {(control) => (
          <Input {...control} type="url" placeholder="https://" {...form.register('socialLinks.website')} />
        )}
      </FormField>
    </div>
  );
}

/** Modalities, experience, credentials and specialties: the Qualifications tab. */
export function QualificationFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-6">
      <Controller
        control={form.control}
        name="modalities"
        render={({ field }) => (
          <CheckboxGroup
            legend="Modalities you offer"
            options={PROFILE_MODALITIES}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.modalities?.message}
            hint="Seekers find you by these."
          />
        )}
      />
      <FormField label="Years of experience" error={errors.experienceYears?.message} className="sm:max-w-xs">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('experienceYears', { setValueAs: (text) => numberFromInput(text) ?? null })}
          />
        )}
      </FormField>
      <FormField
        label={optional('Credentials')}
        error={errors.credentials?.message ?? errors.credentials?.root?.message}
        hint="Certifications and trainings. Press Enter to add each one."
      >
        {(control) => (
          <Controller
            control={form.control}
            name="credentials"
            render={({ field }) => (
              <TagInput
                {...control}
                itemName="credential"
                placeholder="e.g. Usui Reiki Level II"
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={optional('Specialties')}
        error={errors.specialties?.message ?? errors.specialties?.root?.message}
        hint="What you help with most, e.g. stress, sleep, grief."
      >
        {(control) => (
          <Controller
            control={form.control}
            name="specialties"
            render={({ field }) => (
              <TagInput
                {...control}
                itemName="specialty"
                maxLength={80}
                placeholder="e.g. Stress relief"
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}
