import { PROFILE_LANGUAGES } from '@contract/catalog';
import type { Locale } from '@contract/locales';
import { otherLocale } from '@contract/own-words';
import { Controller, useWatch } from 'react-hook-form';
import { PlaceSelect } from '@/components/place-select';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Textarea } from '@/components/ui/textarea';
import { WrittenInChoice } from '@/components/ui/written-in-choice';
import { languageName } from '@/lib/option-names/option-names';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './profile-form-api';

const SHORT_BIO_MAX = 120;
const BIO_MIN = 50;

/** Each language's name, as the choice of the bio's language shows it. */
const LOCALE_NAMES: Record<Locale, string> = {
  en: /*i18n*/ 'guideProfile.about.localeName.en',
  'pt-PT': /*i18n*/ 'guideProfile.about.localeName.pt',
};

/** The label and hint of the bio in the other language, by that language. */
const BIO_IN_OTHER_LOCALE: Record<Locale, { label: string; hint: string }> = {
  en: {
    label: /*i18n*/ 'guideProfile.about.bioInEnglish',
    hint: /*i18n*/ 'guideProfile.about.bioInEnglishHint',
  },
  'pt-PT': {
    label: /*i18n*/ 'guideProfile.about.bioInPortuguese',
    hint: /*i18n*/ 'guideProfile.about.bioInPortugueseHint',
  },
};

/** Name, bios and where the guide is: the Basic Info tab, and the first section of the setup. */
export function AboutFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  const [shortBio, bio, bioLocale] = useWatch({
    control: form.control,
    name: ['shortBio', 'bio', 'bioLocale'],
  });
  const bioLength = bio?.trim().length ?? 0;
  // The form always knows the first bio's language: the saved one, else the page's (profileFormDefaults).
  const second = BIO_IN_OTHER_LOCALE[otherLocale(bioLocale ?? (i18n.locale as Locale))];
  return (
    <div className="grid gap-5">
      <FormField
        label={i18n._('guideProfile.about.name')}
        error={errorText(errors.name?.message)}
        hint={i18n._('guideProfile.about.nameHint')}
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField
        label={<OptionalLabel>{i18n._('guideProfile.about.shortBio')}</OptionalLabel>}
        error={errorText(errors.shortBio?.message)}
        hint={i18n._('guideProfile.about.shortBioHint', {
          length: shortBio?.length ?? 0,
          max: SHORT_BIO_MAX,
        })}
      >
        {(control) => <Input {...control} maxLength={SHORT_BIO_MAX + 20} {...form.register('shortBio')} />}
      </FormField>
      <FormField
        label={i18n._('guideProfile.about.bio')}
        error={errorText(errors.bio?.message)}
        hint={
          bioLength < BIO_MIN
            ? i18n._('guideProfile.about.bioShort', { min: BIO_MIN, left: BIO_MIN - bioLength })
            : i18n._('guideProfile.about.bioLength', { length: bioLength })
        }
      >
        {(control) => <Textarea {...control} rows={7} {...form.register('bio')} />}
      </FormField>
      <Controller
        control={form.control}
        name="bioLocale"
        render={({ field }) => (
          <WrittenInChoice
            legend={i18n._('guideProfile.about.bioLocale')}
            names={{ en: i18n._(LOCALE_NAMES.en), 'pt-PT': i18n._(LOCALE_NAMES['pt-PT']) }}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.bioLocale?.message)}
          />
        )}
      />
      <FormField
        label={<OptionalLabel>{i18n._(second.label)}</OptionalLabel>}
        error={errorText(errors.bioInOtherLocale?.message)}
        hint={i18n._(second.hint)}
      >
        {(control) => <Textarea {...control} rows={5} {...form.register('bioInOtherLocale')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label={i18n._('guideProfile.about.neighbourhood')}
          error={errorText(errors.neighbourhood?.message)}
          className="sm:col-span-2"
          hint={i18n._('guideProfile.about.neighbourhoodHint')}
        >
          {(control) => <PlaceSelect {...control} {...form.register('neighbourhood')} />}
        </FormField>
        <FormField label={i18n._('guideProfile.about.country')} error={errorText(errors.country?.message)}>
          {(control) => <Input {...control} autoComplete="country-name" {...form.register('country')} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <CheckboxGroup
            legend={i18n._('guideProfile.about.languages')}
            options={PROFILE_LANGUAGES}
            optionLabel={(language) => languageName(i18n, language)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.languages?.message)}
            columnsClassName="grid-cols-2 sm:grid-cols-4"
          />
        )}
      />
    </div>
  );
}
