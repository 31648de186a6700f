import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { placeLabel } from '@contract/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Languages, MapPin, Send, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { PolicyAcceptanceNote } from '@/components/policy-acceptance-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsScroller, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { eurosToCents } from '@/lib/euros';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { languageName, practiceName, sessionFormatName } from '@/lib/option-names/option-names';
import { saveApplicationDraft } from '../application-draft';
import {
  type ApplicationField,
  type ApplicationFormInput,
  ApplicationFormSchema,
  type ApplicationFormValues,
  missingRequiredFields,
} from '../application-form';
import { useLingui } from '../i18n';
import type { ApplicationFormApi } from './application-form-api';
import { CredentialFields } from './credential-fields';
import { LocationFields } from './location-fields';
import { PersonalFields } from './personal-fields';
import { PracticeFields } from './practice-fields';
import { PricingFields } from './pricing-fields';
import { useApplicationSubmit } from './use-application-submit';

const TABS = [
  {
    value: 'basic',
    label: /*i18n*/ 'guideApplications.tabs.basic',
    fields: ['fullName', 'email', 'neighbourhood', 'sessionLocation', 'sessionLocationOther', 'languages'],
  },
  {
    value: 'practice',
    label: /*i18n*/ 'guideApplications.tabs.practice',
    fields: ['category', 'subcategory', 'bio', 'uniqueApproach'],
  },
  {
    value: 'certifications',
    label: /*i18n*/ 'guideApplications.tabs.certifications',
    fields: [
      'certification1Name',
      'certification1Url',
      'experienceLevel',
      'certification2Name',
      'certification2Url',
      'website',
      'instagram',
      'professionalReferenceEmail',
    ],
  },
  {
    value: 'preview',
    label: /*i18n*/ 'guideApplications.tabs.preview',
    fields: ['sessionFormat', 'pricePerSession', 'offerGroupSessions', 'pricePerGroupSession'],
  },
] as const satisfies readonly { value: string; label: string; fields: readonly ApplicationField[] }[];

type TabValue = (typeof TABS)[number]['value'];

const tabOf = (field: string): TabValue | undefined =>
  TABS.find((tab) => (tab.fields as readonly string[]).includes(field))?.value;

/** How the offer will read to seekers, from what is typed so far. */
function SessionPreview({ form }: { form: ApplicationFormApi }) {
  const [
    fullName,
    category,
    subcategory,
    neighbourhood,
    format,
    price,
    languages,
    offersGroups,
    groupPrice,
    bio,
  ] = useWatch({
    control: form.control,
    name: [
      'fullName',
      'category',
      'subcategory',
      'neighbourhood',
      'sessionFormat',
      'pricePerSession',
      'languages',
      'offerGroupSessions',
      'pricePerGroupSession',
      'bio',
    ],
  });
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const priceText =
    typeof price === 'number' && Number.isFinite(price) && price > 0
      ? formatEuros(eurosToCents(price), locale)
      : '€ —';
  return (
    <section
      aria-labelledby="preview-heading"
      className="rounded-card border border-border bg-sand-50 p-5 sm:p-6"
    >
      <h3
        id="preview-heading"
        className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase"
      >
        {i18n._('guideApplications.preview.heading')}
      </h3>
      <div className="mt-4 rounded-2xl border border-border bg-card p-5 shadow-soft">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-display text-xl font-semibold text-ink">
              {subcategory?.trim() || category
                ? practiceName(i18n, subcategory?.trim() || category)
                : i18n._('guideApplications.preview.yourPractice')}
            </p>
            <p className="text-sm text-ink-muted">
              {fullName?.trim()
                ? i18n._('guideApplications.preview.withName', { name: fullName.trim() })
                : i18n._('guideApplications.preview.withYou')}
            </p>
          </div>
          <p className="text-lg font-semibold text-ink">
            {priceText}
            <span className="text-sm font-normal text-ink-muted">
              {i18n._('guideApplications.preview.perSession')}
            </span>
          </p>
        </div>
        {bio?.trim() ? <p className="mt-3 line-clamp-3 text-sm text-ink-muted">{bio}</p> : null}
        <ul className="mt-4 flex flex-wrap gap-2">
          {category ? <Badge variant="info">{practiceName(i18n, category)}</Badge> : null}
          {format ? <Badge variant="highlight">{sessionFormatName(i18n, format)}</Badge> : null}
          {neighbourhood ? (
            <Badge variant="outline">
              <MapPin aria-hidden="true" />
              {placeLabel(neighbourhood)}
            </Badge>
          ) : null}
          {languages && languages.length > 0 ? (
            <Badge variant="outline">
              <Languages aria-hidden="true" />
              {languages.map((language) => languageName(i18n, language)).join(', ')}
            </Badge>
          ) : null}
          {offersGroups && typeof groupPrice === 'number' && Number.isFinite(groupPrice) ? (
            <Badge variant="outline">
              <Users aria-hidden="true" />
              {i18n._('guideApplications.preview.groups', {
                price: formatEuros(eurosToCents(groupPrice), locale),
              })}
            </Badge>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

interface SinglePageApplicationProps {
  userId: number;
  defaultValues: Partial<ApplicationFormInput>;
  onSubmitted: () => Promise<void> | void;
}

/** /guide-application: the whole application on one page, in four tabs (spec: "Alternative application form"). */
export function SinglePageApplication({ userId, defaultValues, onSubmitted }: SinglePageApplicationProps) {
  const [tab, setTab] = useState<TabValue>('basic');
  const { i18n } = useLingui();
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) => saveApplicationDraft(userId, values as ApplicationFormInput));
    return () => subscription.unsubscribe();
  }, [form, userId]);

  /** Shows the first tab with a wrong answer, and puts the cursor in that answer once the tab is drawn. */
  const showFirstError = (fields: readonly string[]) => {
    const first = TABS.find((t) => t.fields.some((field) => fields.includes(field)));
    if (!first) return;
    setTab(first.value);
    const field = first.fields.find((name) => fields.includes(name));
    if (field) requestAnimationFrame(() => form.setFocus(field));
  };

  const submit = useApplicationSubmit(form, {
    successTitle: i18n._('guideApplications.single.submitted'),
    onSubmitted,
    onFieldErrors: showFirstError,
  });

  const onInvalid = (invalid: FieldErrors<ApplicationFormInput>) => {
    showFirstError(Object.keys(invalid));
    const values = form.getValues();
    const missing = missingRequiredFields(values, i18n);
    const price = values.pricePerSession;
    if (missing.length > 0) {
      toast({
        title: i18n._('guideApplications.single.missingTitle'),
        description: i18n._('guideApplications.single.missingText', { fields: missing.join(', ') }),
        variant: 'destructive',
      });
    } else if (typeof price !== 'number' || !Number.isFinite(price)) {
      toast({
        title: i18n._('guideApplications.single.invalidPriceTitle'),
        description: i18n._('guideApplications.single.invalidPriceText'),
        variant: 'destructive',
      });
    } else {
      toast({
        title: i18n._('guideApplications.validation.title'),
        description: i18n._('guideApplications.validation.text'),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = form.handleSubmit(submit, onInvalid);

  const tabIndex = TABS.findIndex((t) => t.value === tab);
  const previous = TABS[tabIndex - 1];
  const next = TABS[tabIndex + 1];
  const tabsWithErrors = new Set(Object.keys(errors).map(tabOf));

  return (
    <Card className="p-5 sm:p-8">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <TabsScroller className="-mx-5 px-5 sm:mx-0 sm:px-0">
            <TabsList className="w-max min-w-full sm:w-full">
              {TABS.map((item) => (
                <TabsTrigger key={item.value} value={item.value} className="gap-2 whitespace-nowrap">
                  {i18n._(item.label)}
                  {tabsWithErrors.has(item.value) ? (
                    <span className="size-2 rounded-full bg-danger-600">
                      <span className="sr-only">{i18n._('guideApplications.single.hasErrors')}</span>
                    </span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
          </TabsScroller>
          <TabsContent value="basic" className="grid gap-6">
            <PersonalFields form={form} />
            <LocationFields form={form} />
          </TabsContent>
          <TabsContent value="practice">
            <PracticeFields form={form} />
          </TabsContent>
          <TabsContent value="certifications">
            <CredentialFields form={form} />
          </TabsContent>
          <TabsContent value="preview" className="grid gap-6">
            <PricingFields form={form} />
            <SessionPreview form={form} />
          </TabsContent>
        </Tabs>
        <PolicyAcceptanceNote
          action={i18n._('guideApplications.policyAction')}
          asGuide
          className="mt-8 sm:text-right"
        />
        <div className="mt-4 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-2">
            {previous ? (
              <Button type="button" variant="ghost" onClick={() => setTab(previous.value)}>
                <ArrowLeft aria-hidden="true" />
                {i18n._(previous.label)}
              </Button>
            ) : null}
            {next ? (
              <Button type="button" variant="outline" onClick={() => setTab(next.value)}>
                {i18n._(next.label)}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          <Button type="submit" size="lg" pending={isSubmitting}>
            {isSubmitting ? null : <Send aria-hidden="true" />}
            {i18n._('guideApplications.single.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
