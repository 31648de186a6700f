import { EXPERIENCE_LEVELS } from '@contract/catalog';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { OptionalLabel } from '@/components/ui/optional-label';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import type { FieldsProps } from './application-form-api';

/** Wizard step 3: training, experience and where to find the guide online. */
export function CredentialFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={LABELS.certification1Name} error={errors.certification1Name?.message}>
          {(control) => <Input {...control} {...form.register('certification1Name')} />}
        </FormField>
        <FormField
          label={LABELS.certification1Url}
          error={errors.certification1Url?.message}
          hint="A link where we can check it."
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('certification1Url')} />
          )}
        </FormField>
      </div>
      <FormField
        label={LABELS.experienceLevel}
        error={errors.experienceLevel?.message}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Controller
            control={form.control}
            name="experienceLevel"
            render={({ field }) => (
              <OptionSelect
                {...control}
                options={EXPERIENCE_LEVELS.map((level) => level.label)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder="How long have you practised?"
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={<OptionalLabel>{LABELS.certification2Name}</OptionalLabel>}
          error={errors.certification2Name?.message}
        >
          {(control) => <Input {...control} {...form.register('certification2Name')} />}
        </FormField>
        <FormField
          label={<OptionalLabel>{LABELS.certification2Url}</OptionalLabel>}
          error={errors.certification2Url?.message}
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('certification2Url')} />
          )}
        </FormField>
        <FormField label={<OptionalLabel>{LABELS.website}</OptionalLabel>} error={errors.website?.message}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('website')} />
          )}
        </FormField>
        <FormField
          label={<OptionalLabel>{LABELS.instagram}</OptionalLabel>}
          error={errors.instagram?.message}
        >
          {(control) => (
            <Input
              {...control}
              placeholder="@yourpractice"
              autoCapitalize="none"
              {...form.register('instagram')}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={<OptionalLabel>{LABELS.professionalReferenceEmail}</OptionalLabel>}
        error={errors.professionalReferenceEmail?.message}
        hint="Someone who has seen your work: a teacher, a studio, a colleague."
      >
        {(control) => <Input {...control} type="email" {...form.register('professionalReferenceEmail')} />}
      </FormField>
    </div>
  );
}
