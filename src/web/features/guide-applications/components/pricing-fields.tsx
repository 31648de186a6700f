import { SESSION_FORMATS } from '@contract/catalog';
import { Controller, useWatch } from 'react-hook-form';
import { EuroInput } from '@/components/ui/euro-input';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Switch } from '@/components/ui/switch';
import { numberFromInput } from '@/lib/euros';
import { namedOptions, sessionFormatName } from '@/lib/option-names/option-names';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './application-form-api';

/** Wizard step 5: session format and prices, in whole euros. */
export function PricingFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  const offersGroups = useWatch({ control: form.control, name: 'offerGroupSessions' });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={i18n._(LABELS.sessionFormat)} error={errorText(errors.sessionFormat?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="sessionFormat"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={namedOptions(SESSION_FORMATS, (format) => sessionFormatName(i18n, format))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={i18n._('guideApplications.pricing.formatPlaceholder')}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={i18n._(LABELS.pricePerSession)}
          error={errorText(errors.pricePerSession?.message)}
          hint={i18n._('guideApplications.pricing.priceHint')}
        >
          {(control) => (
            <EuroInput
              {...control}
              step={1}
              inputMode="numeric"
              {...form.register('pricePerSession', { setValueAs: numberFromInput })}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-sand-50 p-4">
        <div className="grid gap-0.5">
          <Label htmlFor="offer-group-sessions">{i18n._('guideApplications.pricing.groupLabel')}</Label>
          <p className="text-sm text-ink-muted">{i18n._('guideApplications.pricing.groupText')}</p>
        </div>
        <Controller
          control={form.control}
          name="offerGroupSessions"
          render={({ field }) => (
            <Switch
              id="offer-group-sessions"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {offersGroups ? (
        <FormField
          label={i18n._(LABELS.pricePerGroupSession)}
          error={errorText(errors.pricePerGroupSession?.message)}
          hint={i18n._('guideApplications.pricing.groupHint')}
          className="sm:max-w-xs"
        >
          {(control) => (
            <EuroInput
              {...control}
              step={1}
              inputMode="numeric"
              {...form.register('pricePerGroupSession', { setValueAs: numberFromInput })}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}
