import { EXPERIENCE_LEVELS } from '@contract/catalog';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { OptionalLabel } from '@/components/ui/optional-label';
import { experienceLevelName, namedOptions } from '@/lib/option-names/option-names';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './application-form-api';

/** Wizard step 3: training, experience and where to find the guide online. */
export function CredentialFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={i18n._(LABELS.certification1Name)}
          error={errorText(errors.certification1Name?.message)}
        >
          {(control) => <Input {...control} {...form.register('certification1Name')} />}
        </FormField>
        <FormField
          label={i18n._(LABELS.certification1Url)}
          error={errorText(errors.certification1Url?.message)}
          hint={i18n._('guideApplications.credentials.linkHint')}
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('certification1Url')} />
          )}
        </FormField>
      </div>
      <FormField
        label={i18n._(LABELS.experienceLevel)}
        error={errorText(errors.experienceLevel?.message)}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Controller
            control={form.control}
            name="experienceLevel"
            render={({ field }) => (
              <OptionSelect
                {...control}
                options={namedOptions(
                  EXPERIENCE_LEVELS.map((level) => level.label),
                  (level) => experienceLevelName(i18n, level),
                )}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={i18n._('guideApplications.credentials.levelPlaceholder')}
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={<OptionalLabel>{i18n._(LABELS.certification2Name)}</OptionalLabel>}
          error={errorText(errors.certification2Name?.message)}
        >
          {(control) => <Input {...control} {...form.register('certification2Name')} />}
        </FormField>
        <FormField
          label={<OptionalLabel>{i18n._(LABELS.certification2Url)}</OptionalLabel>}
          error={errorText(errors.certification2Url?.message)}
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('certification2Url')} />
          )}
        </FormField>
        <FormField
          label={<OptionalLabel>{i18n._(LABELS.website)}</OptionalLabel>}
          error={errorText(errors.website?.message)}
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('website')} />
          )}
        </FormField>
        <FormField
          label={<OptionalLabel>{i18n._(LABELS.instagram)}</OptionalLabel>}
          error={errorText(errors.instagram?.message)}
        >
          {(control) => (
            <Input
              {...control}
              placeholder={i18n._('guideApplications.credentials.instagramPlaceholder')}
              autoCapitalize="none"
              {...form.register('instagram')}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={<OptionalLabel>{i18n._(LABELS.professionalReferenceEmail)}</OptionalLabel>}
        error={errorText(errors.professionalReferenceEmail?.message)}
        hint={i18n._('guideApplications.credentials.referenceHint')}
      >
        {(control) => <Input {...control} type="email" {...form.register('professionalReferenceEmail')} />}
      </FormField>
    </div>
  );
}
