import {
  APPLICATION_CATEGORIES,
  APPLICATION_LANGUAGES,
  EXPERIENCE_LEVELS,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
} from '@contract/catalog';
import {
  FIELD_LABELS,
  numberField,
  PRICE_TOO_HIGH_MESSAGE,
  tooMuchMoneyMessage,
} from '@contract/field-messages';
import {
  APPLICATION_MESSAGES,
  GuideApplicationInput,
  type GuideApplicationRecord,
} from '@contract/guide-applications';
import { PRICE_MAX_CENTS } from '@contract/money';
import { placeOf } from '@contract/places';
import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import '@/contract-i18n';
import { ApiError } from '@/lib/api-client';
import { centsToEuros, eurosToCents } from '@/lib/euros';
import { I18N } from '@/lib/i18n';
// The labels and messages below are ids of this folder's catalogue, which must be in before they are read.
import './i18n';

// The minimums are the contract's own messages, already in its catalogue; whole euros are this form's rule.
const wholeEuros = numberField(FIELD_LABELS.pricePerSession)
  .int(/*i18n*/ 'guideApplications.form.wholeEuros')
  .min(1, 'contract.guideApplications.priceMustBeAtLeast')
  .max(centsToEuros(PRICE_MAX_CENTS), PRICE_TOO_HIGH_MESSAGE);

/**
 * What both application forms hold: GuideApplicationInput with prices in whole euros and the experience level
 * instead of its number of years (both derived on submit, see toApplicationInput).
 */
const ApplicationFormFields = GuideApplicationInput.omit({
  yearsExperience: true,
  pricePerSession: true,
  pricePerGroupSession: true,
  profilePhotoUrl: true,
}).extend({
  pricePerSession: wholeEuros,
  pricePerGroupSession: numberField(FIELD_LABELS.groupPrice)
    .int(/*i18n*/ 'guideApplications.form.wholeEuros')
    .min(0, 'contract.guideApplications.groupPriceMustBe0')
    .max(centsToEuros(PRICE_MAX_CENTS), tooMuchMoneyMessage(FIELD_LABELS.groupPrice, PRICE_MAX_CENTS))
    .optional(),
});

export type ApplicationFormInput = z.input<typeof ApplicationFormFields>;
export type ApplicationFormValues = z.output<typeof ApplicationFormFields>;
export type ApplicationField = keyof ApplicationFormValues & string;

export const OTHER_LOCATION_MESSAGE = /*i18n*/ 'guideApplications.form.otherLocationRequired';

/** "Other" reveals a free-text field, and then it says where. Checked even while other fields are still wrong. */
function withOtherLocationRule<
  T extends z.ZodType<{ sessionLocation?: unknown; sessionLocationOther?: unknown }>,
>(schema: T) {
  return schema.refine(
    (v) =>
      v.sessionLocation !== 'Other' ||
      (typeof v.sessionLocationOther === 'string' && v.sessionLocationOther.trim().length > 0),
    { message: OTHER_LOCATION_MESSAGE, path: ['sessionLocationOther'], when: () => true },
  );
}

export const ApplicationFormSchema = withOtherLocationRule(ApplicationFormFields);

export const WIZARD_STEPS = [
  {
    title: /*i18n*/ 'guideApplications.steps.personalTitle',
    description: /*i18n*/ 'guideApplications.steps.personalDescription',
    fields: ['fullName', 'email'],
  },
  {
    title: /*i18n*/ 'guideApplications.steps.practiceTitle',
    description: /*i18n*/ 'guideApplications.steps.practiceDescription',
    fields: ['category', 'subcategory', 'bio', 'uniqueApproach'],
  },
  {
    title: /*i18n*/ 'guideApplications.steps.credentialsTitle',
    description: /*i18n*/ 'guideApplications.steps.credentialsDescription',
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
    title: /*i18n*/ 'guideApplications.steps.locationTitle',
    description: /*i18n*/ 'guideApplications.steps.locationDescription',
    fields: ['neighbourhood', 'sessionLocation', 'sessionLocationOther', 'languages'],
  },
  {
    title: /*i18n*/ 'guideApplications.steps.finalTitle',
    description: /*i18n*/ 'guideApplications.steps.finalDescription',
    fields: ['sessionFormat', 'pricePerSession', 'offerGroupSessions', 'pricePerGroupSession'],
  },
] as const satisfies readonly { title: string; description: string; fields: readonly ApplicationField[] }[];

/** The schema of one wizard step: its fields picked from the application's. */
function stepSchema(stepIndex: number) {
  const step = WIZARD_STEPS[stepIndex];
  if (!step) throw new Error(`No wizard step ${stepIndex}`);
  const mask = Object.fromEntries(step.fields.map((field) => [field, true])) as Partial<
    Record<ApplicationField, true>
  >;
  const picked = ApplicationFormFields.pick(mask);
  return (step.fields as readonly string[]).includes('sessionLocation')
    ? withOtherLocationRule(picked)
    : picked;
}

/** The first message of each field of a step that is not valid yet; empty when the step may be left. */
export function stepErrors(stepIndex: number, values: unknown): Partial<Record<ApplicationField, string>> {
  const result = stepSchema(stepIndex).safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ApplicationField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ApplicationField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const APPLICATION_FIELD_LABELS: Record<ApplicationField, string> = {
  fullName: /*i18n*/ 'guideApplications.field.fullName',
  email: /*i18n*/ 'guideApplications.field.email',
  neighbourhood: /*i18n*/ 'guideApplications.field.neighbourhood',
  experienceLevel: /*i18n*/ 'guideApplications.field.experienceLevel',
  instagram: /*i18n*/ 'guideApplications.field.instagram',
  website: /*i18n*/ 'guideApplications.field.website',
  category: /*i18n*/ 'guideApplications.field.category',
  subcategory: /*i18n*/ 'guideApplications.field.subcategory',
  bio: /*i18n*/ 'guideApplications.field.bio',
  uniqueApproach: /*i18n*/ 'guideApplications.field.uniqueApproach',
  certification1Name: /*i18n*/ 'guideApplications.field.certification1Name',
  certification1Url: /*i18n*/ 'guideApplications.field.certification1Url',
  certification2Name: /*i18n*/ 'guideApplications.field.certification2Name',
  certification2Url: /*i18n*/ 'guideApplications.field.certification2Url',
  professionalReferenceEmail: /*i18n*/ 'guideApplications.field.professionalReferenceEmail',
  languages: /*i18n*/ 'guideApplications.field.languages',
  sessionLocation: /*i18n*/ 'guideApplications.field.sessionLocation',
  sessionLocationOther: /*i18n*/ 'guideApplications.field.sessionLocationOther',
  sessionFormat: /*i18n*/ 'guideApplications.field.sessionFormat',
  offerGroupSessions: /*i18n*/ 'guideApplications.field.offerGroupSessions',
  pricePerSession: /*i18n*/ 'guideApplications.field.pricePerSession',
  pricePerGroupSession: /*i18n*/ 'guideApplications.field.pricePerGroupSession',
};

/** The spec's required fields of the single-page form, in the order its message lists them. */
const REQUIRED_ON_SINGLE_PAGE: readonly ApplicationField[] = [
  'fullName',
  'email',
  'neighbourhood',
  'category',
  'subcategory',
  'sessionFormat',
  'certification1Name',
  'certification1Url',
  'experienceLevel',
  'bio',
  'uniqueApproach',
  'sessionLocation',
  'languages',
];

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Labels of the required fields left empty ("Please fill in all required fields: Neighbourhood, Category"). */
export function missingRequiredFields(
  values: Partial<Record<ApplicationField, unknown>>,
  i18n: I18n = I18N.en,
): string[] {
  return REQUIRED_ON_SINGLE_PAGE.filter((field) => isBlank(values[field])).map((field) =>
    i18n._(APPLICATION_FIELD_LABELS[field]),
  );
}

function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** The POST /api/guide-application body: euros become cents, the level its years, unused answers are left out. */
export function toApplicationInput(values: ApplicationFormValues): GuideApplicationInput {
  const level = EXPERIENCE_LEVELS.find((l) => l.label === values.experienceLevel);
  const groupPrice = values.offerGroupSessions ? values.pricePerGroupSession : undefined;
  return {
    fullName: values.fullName,
    email: values.email,
    neighbourhood: values.neighbourhood,
    yearsExperience: level?.years ?? 0,
    experienceLevel: values.experienceLevel,
    instagram: optionalText(values.instagram),
    website: optionalText(values.website),
    category: values.category,
    subcategory: values.subcategory,
    bio: values.bio,
    uniqueApproach: values.uniqueApproach,
    certification1Name: values.certification1Name,
    certification1Url: values.certification1Url,
    certification2Name: optionalText(values.certification2Name),
    certification2Url: optionalText(values.certification2Url),
    professionalReferenceEmail: optionalText(values.professionalReferenceEmail),
    languages: values.languages,
    sessionLocation: values.sessionLocation,
    sessionLocationOther:
      values.sessionLocation === 'Other' ? optionalText(values.sessionLocationOther) : undefined,
    sessionFormat: values.sessionFormat,
    offerGroupSessions: values.offerGroupSessions,
    pricePerSession: eurosToCents(values.pricePerSession),
    pricePerGroupSession: groupPrice === undefined ? undefined : eurosToCents(groupPrice),
  };
}

/** A field of the API's answer as a field of these forms (the forms ask for a level, not years). */
export const SERVER_FIELD_OF: Partial<Record<string, ApplicationField>> = {
  yearsExperience: 'experienceLevel',
};

/** The description of the toast of a failed submission (spec section 8). */
export function submissionFailureMessage(error: unknown, i18n: I18n = I18N.en): string {
  if (!(error instanceof ApiError)) return i18n._('guideApplications.submit.failed');
  if (error.status === 401) return i18n._(APPLICATION_MESSAGES.signInRequired);
  if (error.status === 403) return i18n._(APPLICATION_MESSAGES.guideAccountRequired);
  const fieldMessages = Object.entries(error.fields).map(([field, message]) => {
    const formField = (SERVER_FIELD_OF[field] ?? field) as ApplicationField;
    const label = APPLICATION_FIELD_LABELS[formField];
    return label
      ? i18n._('guideApplications.submit.fieldMessage', { label: i18n._(label), message })
      : message;
  });
  if (fieldMessages.length > 0) {
    return i18n._('guideApplications.submit.validationErrors', { list: fieldMessages.join('; ') });
  }
  return error.serverMessage ?? i18n._('guideApplications.submit.failed');
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * An earlier application's answers as the forms hold them, to start a new one from (after a rejection). Answers
 * that the forms no longer offer are left out, so the guide chooses again.
 */
export function fromApplication(application: GuideApplicationRecord): Partial<ApplicationFormInput> {
  return {
    fullName: application.fullName,
    email: application.email,
    // An application older than the list of places may name none: the guide chooses again.
    neighbourhood: placeOf(application.neighbourhood)?.name,
    experienceLevel: oneOf(
      EXPERIENCE_LEVELS.map((level) => level.label),
      application.experienceLevel,
    ),
    instagram: application.instagram ?? '',
    website: application.website ?? '',
    category: oneOf(APPLICATION_CATEGORIES, application.category),
    subcategory: application.subcategory,
    bio: application.bio,
    uniqueApproach: application.uniqueApproach ?? '',
    certification1Name: application.certification1Name,
    certification1Url: application.certification1Url,
    certification2Name: application.certification2Name ?? '',
    certification2Url: application.certification2Url ?? '',
    professionalReferenceEmail: application.professionalReferenceEmail ?? '',
    languages: APPLICATION_LANGUAGES.filter((language) => application.languages.includes(language)),
    sessionLocation: oneOf(SESSION_LOCATIONS, application.sessionLocation),
    sessionLocationOther: application.sessionLocationOther ?? '',
    sessionFormat: oneOf(SESSION_FORMATS, application.sessionFormat),
    offerGroupSessions: application.offerGroupSessions,
    pricePerSession: Math.round(application.pricePerSession / 100),
    pricePerGroupSession:
      application.pricePerGroupSession === null
        ? undefined
        : Math.round(application.pricePerGroupSession / 100),
  };
}

/** A blank application: English is the spec's default; the place is the guide's to choose. */
export function blankApplication(
  overrides: Partial<ApplicationFormInput> = {},
): Partial<ApplicationFormInput> {
  return {
    fullName: '',
    email: '',
    instagram: '',
    website: '',
    subcategory: '',
    bio: '',
    uniqueApproach: '',
    certification1Name: '',
    certification1Url: '',
    certification2Name: '',
    certification2Url: '',
    professionalReferenceEmail: '',
    languages: ['English'],
    sessionLocationOther: '',
    offerGroupSessions: false,
    ...overrides,
  };
}
