import { APPLICATION_LANGUAGES, SESSION_LOCATIONS } from '@contract/catalog';
import { Controller, useWatch } from 'react-hook-form';
import { PlaceSelect } from '@/components/place-select';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { languageName, namedOptions, sessionLocationName } from '@/lib/option-names/option-names';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './application-form-api';

/** Wizard step 4: the guide's place, where sessions happen, languages. */
export function LocationFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  const location = useWatch({ control: form.control, name: 'sessionLocation' });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={i18n._(LABELS.neighbourhood)}
          error={errorText(errors.neighbourhood?.message)}
          hint={i18n._('guideApplications.location.neighbourhoodHint')}
        >
          {(control) => <PlaceSelect {...control} {...form.register('neighbourhood')} />}
        </FormField>
        <FormField label={i18n._(LABELS.sessionLocation)} error={errorText(errors.sessionLocation?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="sessionLocation"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={namedOptions(SESSION_LOCATIONS, (location) => sessionLocationName(i18n, location))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={i18n._('guideApplications.location.placePlaceholder')}
                />
              )}
            />
          )}
        </FormField>
      </div>
      {location === 'Other' ? (
        <FormField
          label={i18n._(LABELS.sessionLocationOther)}
          error={errorText(errors.sessionLocationOther?.message)}
        >
          {(control) => (
            <Input
              {...control}
              placeholder={i18n._('guideApplications.location.otherPlaceholder')}
              {...form.register('sessionLocationOther')}
            />
          )}
        </FormField>
      ) : null}
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <CheckboxGroup
            legend={i18n._(LABELS.languages)}
            options={APPLICATION_LANGUAGES}
            optionLabel={(language) => languageName(i18n, language)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.languages?.message)}
          />
        )}
      />
    </div>
  );
}
