import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EmailField, NewPasswordField } from './auth';
import {
  APPLICATION_CATEGORIES,
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
} from './catalog';
import {
  FIELD_LABELS,
  numberField,
  optionalText,
  PRICE_TOO_HIGH_MESSAGE,
  requiredText,
  tooMuchMoneyMessage,
  tooShortMessage,
} from './field-messages';
import { PRICE_MAX_CENTS } from './money';
import { placeField } from './place-field';
import { optionalInstagramField, optionalWebLinkField, webLinkField } from './web-link';

/** What a guide sees of their own latest application. */
export const OwnApplicationStatus = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type OwnApplicationStatus = z.infer<typeof OwnApplicationStatus>;

const fullName = requiredText(FIELD_LABELS.fullName, 100).min(2, tooShortMessage(FIELD_LABELS.fullName, 2));
const category = z.enum(APPLICATION_CATEGORIES, {
  error: /*i18n*/ 'contract.guideApplications.pleaseSelectACategory',
});
const groupSessions = z.boolean({ error: /*i18n*/ 'contract.guideApplications.groupSessionsMustBeYes' });

/** POST /api/guide-application: both forms send this; prices in cents. */
export const GuideApplicationInput = z.object({
  fullName,
  email: EmailField,
  /** One of `PLACES`; the application's city is that place's town. */
  neighbourhood: placeField,
  yearsExperience: numberField(FIELD_LABELS.yearsOfExperience)
    .int(/*i18n*/ 'contract.guideApplications.yearsOfExperienceMustBe')
    .min(0, /*i18n*/ 'contract.guideApplications.yearsOfExperienceMustBe2')
    .max(80, /*i18n*/ 'contract.guideApplications.yearsOfExperienceMustBe3'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS.map((l) => l.label) as [string, ...string[]], {
    error: /*i18n*/ 'contract.guideApplications.pleaseSelectYourExperienceLevel',
  }),
  instagram: optionalInstagramField(100),
  website: optionalWebLinkField(FIELD_LABELS.website),
  category,
  subcategory: requiredText(FIELD_LABELS.subcategory, 80),
  bio: requiredText(FIELD_LABELS.bio, 2000).min(20, tooShortMessage(FIELD_LABELS.bio, 20)),
  uniqueApproach: requiredText(
    FIELD_LABELS.yourApproach,
    2000,
    /*i18n*/ 'contract.guideApplications.pleaseDescribeYourApproach',
  ).min(20, /*i18n*/ 'contract.guideApplications.describeYourApproachAtLeast'),
  profilePhotoUrl: optionalWebLinkField(FIELD_LABELS.profilePhotoLink),
  certification1Name: requiredText(FIELD_LABELS.certificationName, 150).min(
    2,
    tooShortMessage(FIELD_LABELS.certificationName, 2),
  ),
  certification1Url: webLinkField(FIELD_LABELS.certificationLink),
  certification2Name: optionalText(FIELD_LABELS.secondCertificationName, 150),
  certification2Url: optionalWebLinkField(FIELD_LABELS.secondCertificationLink),
  professionalReferenceEmail: optionalText(FIELD_LABELS.professionalReferenceEmail, EMAIL_MAX_LENGTH).refine(
    (v) => v === undefined || v === '' || z.email().safeParse(v).success,
    /*i18n*/ 'contract.auth.pleaseEnterAValidEmail',
  ),
  languages: z
    .array(
      z.enum(APPLICATION_LANGUAGES, {
        error: /*i18n*/ 'contract.guideApplications.pleaseChooseLanguagesFromThe',
      }),
      {
        error: /*i18n*/ 'contract.guideApplications.selectAtLeastOneLanguage',
      },
    )
    .min(1, /*i18n*/ 'contract.guideApplications.selectAtLeastOneLanguage'),
  sessionLocation: z.enum(SESSION_LOCATIONS, {
    error: /*i18n*/ 'contract.guideApplications.pleaseSelectWhereYouHold',
  }),
  sessionLocationOther: optionalText(FIELD_LABELS.otherLocation, 200),
  sessionFormat: z.enum(SESSION_FORMATS, {
    error: /*i18n*/ 'contract.guideApplications.pleaseSelectASessionFormat',
  }),
  offerGroupSessions: groupSessions.default(false),
  /** Cents; the forms take whole euros. */
  pricePerSession: numberField(FIELD_LABELS.pricePerSession)
    .int(/*i18n*/ 'contract.guideApplications.priceMustBeAWhole')
    .min(100, /*i18n*/ 'contract.guideApplications.priceMustBeAtLeast')
    .max(PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE),
  pricePerGroupSession: numberField(FIELD_LABELS.groupPrice)
    .int(/*i18n*/ 'contract.guideApplications.groupPriceMustBeA')
    .min(0, /*i18n*/ 'contract.guideApplications.groupPriceMustBe0')
    .max(PRICE_MAX_CENTS, tooMuchMoneyMessage(FIELD_LABELS.groupPrice, PRICE_MAX_CENTS))
    .optional(),
});
export type GuideApplicationInput = z.infer<typeof GuideApplicationInput>;

/** An application in full, as its author and the admins see it. */
export const GuideApplicationView = GuideApplicationInput.extend({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type GuideApplicationView = z.infer<typeof GuideApplicationView>;

/**
 * GET and POST /api/guide-application, PATCH /api/admin/guide-applications/{id}: an application as
 * stored. An answer left empty (and one an older application never gave) is null; without its
 * nulls, an application sent through the forms reads as a GuideApplicationView.
 */
export const GuideApplicationRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  /** The place's town (or, on an application older than the list of places, the city it gave). */
  city: z.string(),
  /** Null on an application older than the list of places whose city named none of them. */
  neighbourhood: z.string().nullable(),
  yearsExperience: z.number().int(),
  experienceLevel: z.string().nullable(),
  instagram: z.string().nullable(),
  website: z.string().nullable(),
  category: z.string(),
  subcategory: z.string(),
  bio: z.string(),
  uniqueApproach: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
  certification1Name: z.string(),
  certification1Url: z.string(),
  certification2Name: z.string().nullable(),
  certification2Url: z.string().nullable(),
  professionalReferenceEmail: z.string().nullable(),
  languages: z.array(z.string()),
  sessionLocation: z.string().nullable(),
  sessionLocationOther: z.string().nullable(),
  sessionFormat: z.string(),
  offerGroupSessions: z.boolean(),
  /** Cents. */
  pricePerSession: z.number().int(),
  pricePerGroupSession: z.number().int().nullable(),
});
export type GuideApplicationRecord = z.infer<typeof GuideApplicationRecord>;

/**
 * GET /api/guide-application: the guide's latest application, or null when they have not applied.
 * Having none is an answer, not an error: the application wizard asks on every load.
 */
export const OwnGuideApplication = GuideApplicationRecord.nullable();
export type OwnGuideApplication = z.infer<typeof OwnGuideApplication>;

/** PATCH /api/admin/guide-applications/{id}: an admin's decision on a pending application. */
export const ReviewApplicationInput = z.object({
  status: z.enum(['approved', 'rejected'], {
    error: /*i18n*/ 'contract.guideApplications.statusMustBeApprovedOr',
  }),
});
export type ReviewApplicationInput = z.infer<typeof ReviewApplicationInput>;

export const APPLICATION_MESSAGES = {
  signInRequired: /*i18n*/ 'contract.guideApplications.signInRequired',
  guideAccountRequired: /*i18n*/ 'contract.guideApplications.guideAccountRequired',
  underReview: /*i18n*/ 'contract.guideApplications.underReview',
  alreadyApproved: /*i18n*/ 'contract.guideApplications.alreadyApproved',
  /** Admin side. */
  unknown: /*i18n*/ 'contract.guideApplications.unknown',
  alreadyReviewed: /*i18n*/ 'contract.guideApplications.alreadyReviewed',
} as const;

/** POST /api/guide-signup (/signup): the account of a new guide, whose username is made from the email. */
export const GuideSignupInput = z.object({
  fullName,
  email: EmailField,
  password: NewPasswordField,
  neighbourhood: placeField,
  category,
});
export type GuideSignupInput = z.infer<typeof GuideSignupInput>;
