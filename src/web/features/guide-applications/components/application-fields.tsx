import {
  APPLICATION_CATEGORIES,
  APPLICATION_LANGUAGES,
  EXPERIENCE_LEVELS,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
} from '@contract/catalog';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { EuroInput } from '@/components/ui/euro-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { numberFromInput } from '@/lib/euros';
import {
  type ApplicationFormInput,
  type ApplicationFormValues,
  APPLICATION_FIELD_LABELS as LABELS,
} from '../application-form';

export type ApplicationFormApi = UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;

interface FieldsProps {
  form: ApplicationFormApi;
}

const optional = (label: string) => (
  <>
    {label} <span className="font-normal text-ink-muted">(optional)</span>
  </>
);

/** Wizard step 1; on the single-page form, part of Basic Info. */
export function PersonalFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={LABELS.fullName} error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label={LABELS.email} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
    </div>
  );
}

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

/** Wizard step 3: training, experience and where to find the guide online. */
export function CredentialFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={LABELS.certification1Name} error={errors.certification1Name?.message}>
          {(control) => <Input {...control} {...form.register('certification1Name')} />}
        </FormField>
        <FormField
          label={LABELS.certification1Url}
          error={errors.certification1Url?.message}
          hint="A link where we can check it."
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('certification1Url')} />
          )}
        </FormField>
      </div>
      <FormField
        label={LABELS.experienceLevel}
        error={errors.experienceLevel?.message}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Controller
            control={form.control}
            name="experienceLevel"
            render={({ field }) => (
              <OptionSelect
                {...control}
                options={EXPERIENCE_LEVELS.map((level) => level.label)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder="How long have you practised?"
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={optional(LABELS.certification2Name)} error={errors.certification2Name?.message}>
          {(control) => <Input {...control} {...form.register('certification2Name')} />}
        </FormField>
        <FormField label={optional(LABELS.certification2Url)} error={errors.certification2Url?.message}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('certification2Url')} />
          )}
        </FormField>
        <FormField label={optional(LABELS.website)} error={errors.website?.message}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...form.register('website')} />
          )}
        </FormField>
        <FormField label={optional(LABELS.instagram)} error={errors.instagram?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder="@yourpractice"
              autoCapitalize="none"
              {...form.register('instagram')}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={optional(LABELS.professionalReferenceEmail)}
        error={errors.professionalReferenceEmail?.message}
        hint="Someone who has seen your work: a teacher, a studio, a colleague."
      >
        {(control) => <Input {...control} type="email" {...form.register('professionalReferenceEmail')} />}
      </FormField>
    </div>
  );
}

/** Wizard step 4: city, where sessions happen, languages. */
export function LocationFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const location = useWatch({ control: form.control, name: 'sessionLocation' });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={LABELS.city} error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...form.register('city')} />}
        </FormField>
        <FormField label={LABELS.sessionLocation} error={errors.sessionLocation?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="sessionLocation"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={SESSION_LOCATIONS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder="Where do you hold sessions?"
                />
              )}
            />
          )}
        </FormField>
      </div>
      {location === 'Other' ? (
        <FormField label={LABELS.sessionLocationOther} error={errors.sessionLocationOther?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder="e.g. Parks and beaches around Cascais"
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
            legend={LABELS.languages}
            options={APPLICATION_LANGUAGES}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.languages?.message}
          />
        )}
      />
    </div>
  );
}

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
