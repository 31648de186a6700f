import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './application-form-api';

/** Wizard step 1; on the single-page form, part of Basic Info. */
export function PersonalFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={i18n._(LABELS.fullName)} error={errorText(errors.fullName?.message)}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label={i18n._(LABELS.email)} error={errorText(errors.email?.message)}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
    </div>
  );
}
