import { APPLICATION_CATEGORIES } from '@contract/catalog';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { Textarea } from '@/components/ui/textarea';
import { namedOptions, practiceName } from '@/lib/option-names/option-names';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './application-form-api';

/** Wizard step 2: what the guide practises and how. */
export function PracticeFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={i18n._(LABELS.category)} error={errorText(errors.category?.message)}>
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
                  placeholder={i18n._('guideApplications.practice.categoryPlaceholder')}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={i18n._(LABELS.subcategory)}
          error={errorText(errors.subcategory?.message)}
          hint={i18n._('guideApplications.practice.subcategoryHint')}
        >
          {(control) => <Input {...control} {...form.register('subcategory')} />}
        </FormField>
      </div>
      <FormField
        label={i18n._(LABELS.bio)}
        error={errorText(errors.bio?.message)}
        hint={i18n._('guideApplications.practice.bioHint')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder={i18n._('guideApplications.practice.bioPlaceholder')}
            {...form.register('bio')}
          />
        )}
      </FormField>
      <FormField
        label={i18n._(LABELS.uniqueApproach)}
        error={errorText(errors.uniqueApproach?.message)}
        hint={i18n._('guideApplications.practice.approachHint')}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('uniqueApproach')} />}
      </FormField>
    </div>
  );
}
