import { PROFILE_MODALITIES } from '@contract/catalog';
import { Controller } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { TagInput } from '@/components/ui/tag-input';
import { numberFromInput } from '@/lib/euros';
import type { FieldsProps } from './profile-form-api';

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
        label={<OptionalLabel>Credentials</OptionalLabel>}
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
        label={<OptionalLabel>Specialties</OptionalLabel>}
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
