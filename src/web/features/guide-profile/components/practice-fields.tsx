import { APPLICATION_CATEGORIES, OFFER_FORMATS, practiceGroupOf } from '@contract/catalog';
import { type ComponentProps, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { EuroInput } from '@/components/ui/euro-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { OptionalLabel } from '@/components/ui/optional-label';
import { centsToEuros, eurosToCents, numberFromInput } from '@/lib/euros';
import { namedOptions, offerFormatName, practiceName } from '@/lib/option-names/option-names';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './profile-form-api';

/**
 * A price the form holds in cents, typed in euros. The text stays as typed ("25." while typing
 * 25.50); empty is `empty`: no group price, or a 1:1 price of 0 that the schema refuses (null
 * would keep the saved one).
 */
function CentsInput({
  cents,
  onCents,
  empty,
  ...props
}: Omit<ComponentProps<typeof EuroInput>, 'value' | 'onChange'> & {
  cents: number | null | undefined;
  onCents: (cents: number | null) => void;
  empty: 0 | null;
}) {
  const [text, setText] = useState(cents == null ? '' : String(centsToEuros(cents)));
  return (
    <EuroInput
      {...props}
      step="0.01"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const euros = numberFromInput(event.target.value);
        onCents(euros === undefined ? empty : Number.isNaN(euros) ? euros : eurosToCents(euros));
      }}
    />
  );
}

/** Category, style, format and usual prices: the Practice & Prices tab, first set by the application. */
export function PracticeFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  const category = useWatch({ control: form.control, name: 'category' });
  const practice = practiceGroupOf(category);
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={i18n._('guideProfile.practice.category')}
          error={errorText(errors.category?.message)}
          hint={
            practice
              ? i18n._('guideProfile.practice.categoryHint', { group: practiceName(i18n, practice.title) })
              : undefined
          }
        >
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
                  placeholder={i18n._('guideProfile.practice.categoryPlaceholder')}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={i18n._('guideProfile.practice.subcategory')}
          error={errorText(errors.subcategory?.message)}
          hint={i18n._('guideProfile.practice.subcategoryHint')}
        >
          {(control) => <Input {...control} {...form.register('subcategory')} />}
        </FormField>
      </div>
      <FormField
        label={i18n._('guideProfile.practice.format')}
        error={errorText(errors.sessionFormat?.message)}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Controller
            control={form.control}
            name="sessionFormat"
            render={({ field }) => (
              <OptionSelect
                {...control}
                options={namedOptions(OFFER_FORMATS, (format) => offerFormatName(i18n, format))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={i18n._('guideProfile.practice.formatPlaceholder')}
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={i18n._('guideProfile.practice.price')}
          error={errorText(errors.pricePerSession?.message)}
          hint={i18n._('guideProfile.practice.priceHint')}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="pricePerSession"
              render={({ field }) => (
                <CentsInput
                  {...control}
                  name={field.name}
                  empty={0}
                  cents={field.value}
                  onCents={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={<OptionalLabel>{i18n._('guideProfile.practice.groupPrice')}</OptionalLabel>}
          error={errorText(errors.pricePerGroupSession?.message)}
          hint={i18n._('guideProfile.practice.groupPriceHint')}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="pricePerGroupSession"
              render={({ field }) => (
                <CentsInput
                  {...control}
                  name={field.name}
                  empty={null}
                  cents={field.value}
                  onCents={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
