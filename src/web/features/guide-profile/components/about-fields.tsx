import { PROFILE_LANGUAGES } from '@contract/catalog';
import { Controller, useWatch } from 'react-hook-form';
import { PlaceSelect } from '@/components/place-select';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Textarea } from '@/components/ui/textarea';
import type { FieldsProps } from './profile-form-api';

const SHORT_BIO_MAX = 120;
const BIO_MIN = 50;

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
        label={<OptionalLabel>Short bio</OptionalLabel>}
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
        <FormField
          label="Neighbourhood"
          error={errors.neighbourhood?.message}
          className="sm:col-span-2"
          hint="Where seekers find you in explore. Each session keeps its own address."
        >
          {(control) => <PlaceSelect {...control} {...form.register('neighbourhood')} />}
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
