import { APPLICATION_CATEGORIES } from '@contract/catalog';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { Textarea } from '@/components/ui/textarea';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import type { FieldsProps } from './application-form-api';

/** Wizard step 2: what the guide practises and how. */
export function PracticeFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={LABELS.category} error={errors.category?.message}>
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
                  placeholder="Choose your main practice"
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={LABELS.subcategory}
          error={errors.subcategory?.message}
          hint="Your style or lineage, e.g. Usui Reiki or Singing bowls."
        >
          {(control) => <Input {...control} {...form.register('subcategory')} />}
        </FormField>
      </div>
      <FormField label={LABELS.bio} error={errors.bio?.message} hint="Min 20 characters.">
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="Tell seekers about you and your practice"
            {...form.register('bio')}
          />
        )}
      </FormField>
      <FormField
        label={LABELS.uniqueApproach}
        error={errors.uniqueApproach?.message}
        hint="What makes a session with you different? Min 20 characters."
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('uniqueApproach')} />}
      </FormField>
    </div>
  );
}
