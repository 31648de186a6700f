import { PROFILE_MODALITIES } from '@contract/catalog';
import { Controller } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { TagInput } from '@/components/ui/tag-input';
import { numberFromInput } from '@/lib/euros';
import { practiceName } from '@/lib/option-names/option-names';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './profile-form-api';

/** Modalities, experience, credentials and specialties: the Qualifications tab. */
export function QualificationFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  return (
    <div className="grid gap-6">
      <Controller
        control={form.control}
        name="modalities"
        render={({ field }) => (
          <CheckboxGroup
            legend={i18n._('guideProfile.qualifications.modalities')}
            options={PROFILE_MODALITIES}
            optionLabel={(modality) => practiceName(i18n, modality)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.modalities?.message)}
            hint={i18n._('guideProfile.qualifications.modalitiesHint')}
          />
        )}
      />
      <FormField
        label={i18n._('guideProfile.qualifications.years')}
        error={errorText(errors.experienceYears?.message)}
        className="sm:max-w-xs"
      >
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
        label={<OptionalLabel>{i18n._('guideProfile.qualifications.credentials')}</OptionalLabel>}
        error={errorText(errors.credentials?.message ?? errors.credentials?.root?.message)}
        hint={i18n._('guideProfile.qualifications.credentialsHint')}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="credentials"
            render={({ field }) => (
              <TagInput
                {...control}
                itemName={i18n._('guideProfile.qualifications.credentialItem')}
                placeholder={i18n._('guideProfile.qualifications.credentialPlaceholder')}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={<OptionalLabel>{i18n._('guideProfile.qualifications.specialties')}</OptionalLabel>}
        error={errorText(errors.specialties?.message ?? errors.specialties?.root?.message)}
        hint={i18n._('guideProfile.qualifications.specialtiesHint')}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="specialties"
            render={({ field }) => (
              <TagInput
                {...control}
                itemName={i18n._('guideProfile.qualifications.specialtyItem')}
                maxLength={80}
                placeholder={i18n._('guideProfile.qualifications.specialtyPlaceholder')}
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
