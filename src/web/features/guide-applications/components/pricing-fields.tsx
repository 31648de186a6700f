import { SESSION_FORMATS } from '@contract/catalog';
import { Controller, useWatch } from 'react-hook-form';
import { EuroInput } from '@/components/ui/euro-input';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Switch } from '@/components/ui/switch';
import { numberFromInput } from '@/lib/euros';
import { APPLICATION_FIELD_LABELS as LABELS } from '../application-form';
import type { FieldsProps } from './application-form-api';

/** Wizard step 5: session format and prices, in whole euros. */
export function PricingFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const offersGroups = useWatch({ control: form.control, name: 'offerGroupSessions' });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={LABELS.sessionFormat} error={errors.sessionFormat?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="sessionFormat"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={SESSION_FORMATS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder="Choose a format"
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={LABELS.pricePerSession}
          error={errors.pricePerSession?.message}
          hint="In whole euros, what a seeker pays for one session."
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
          <Label htmlFor="offer-group-sessions">I also offer group sessions</Label>
          <p className="text-sm text-ink-muted">Circles, classes or workshops for several people at once.</p>
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
          label={LABELS.pricePerGroupSession}
          error={errors.pricePerGroupSession?.message}
          hint="Per person, in whole euros."
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
