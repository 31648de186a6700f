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
import { numberField, optionalText, requiredText, tooShortMessage } from './field-messages';
import { formatEuros, PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE } from './money';
import { placeField } from './place-field';
import { optionalInstagramField, optionalWebLinkField, webLinkField } from './web-link';

/** What a guide sees of their own latest application. */
export const OwnApplicationStatus = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type OwnApplicationStatus = z.infer<typeof OwnApplicationStatus>;

const fullName = requiredText('Full name', 100).min(2, tooShortMessage('Full name', 2));
const category = z.enum(APPLICATION_CATEGORIES, { error: 'Please select a category' });
const groupSessions = z.boolean({ error: 'Group sessions must be yes or no' });

/** POST /api/guide-application: both forms send this; prices in cents. */
export const GuideApplicationInput = z.object({
  fullName,
  email: EmailField,
  /** One of `PLACES`; the application's city is that place's town. */
  neighbourhood: placeField,
  yearsExperience: numberField('Years of experience')
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience must be 0 or more')
    .max(80, 'Years of experience must be at most 80'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS.map((l) => l.label) as [string, ...string[]], {
    error: 'Please select your experience level',
  }),
  instagram: optionalInstagramField(100),
  website: optionalWebLinkField('Website'),
  category,
  subcategory: requiredText('Subcategory', 80),
  bio: requiredText('Bio', 2000).min(20, tooShortMessage('Bio', 20)),
  uniqueApproach: requiredText('Your approach', 2000, 'Please describe your approach').min(
    20,
    'Please describe your approach in at least 20 characters',
  ),
  profilePhotoUrl: optionalWebLinkField('Profile photo link'),
  certification1Name: requiredText('Certification name', 150).min(
    2,
    tooShortMessage('Certification name', 2),
  ),
  certification1Url: webLinkField('Certification link'),
  certification2Name: optionalText('Second certification name', 150),
  certification2Url: optionalWebLinkField('Second certification link'),
  professionalReferenceEmail: optionalText('Professional reference email', EMAIL_MAX_LENGTH).refine(
    (v) => v === undefined || v === '' || z.email().safeParse(v).success,
    'Please enter a valid email address',
  ),
  languages: z
    .array(z.enum(APPLICATION_LANGUAGES, { error: 'Please choose languages from the list' }), {
      error: 'Select at least one language',
    })
    .min(1, 'Select at least one language'),
  sessionLocation: z.enum(SESSION_LOCATIONS, { error: 'Please select where you hold sessions' }),
  sessionLocationOther: optionalText('Other location', 200),
  sessionFormat: z.enum(SESSION_FORMATS, { error: 'Please select a session format' }),
  offerGroupSessions: groupSessions.default(false),
  /** Cents; the forms take whole euros. */
  pricePerSession: numberField('Price per session')
    .int('Price must be a whole number of cents')
    .min(100, 'Price must be at least €1')
    .max(PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE),
  pricePerGroupSession: numberField('Group price')
    .int('Group price must be a whole number of cents')
    .min(0, 'Group price must be 0 or more')
    .max(PRICE_MAX_CENTS, `Group price must be at most ${formatEuros(PRICE_MAX_CENTS)}`)
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
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
export type ReviewApplicationInput = z.infer<typeof ReviewApplicationInput>;

export const APPLICATION_MESSAGES = {
  signInRequired: 'You must be logged in to submit an application',
  guideAccountRequired: 'You must have a Guide account to submit an application',
  underReview: 'You already have an application under review',
  alreadyApproved: 'Your application has already been approved',
  /** Admin side. */
  unknown: 'Guide application not found',
  alreadyReviewed: 'Only pending applications can be approved or rejected',
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
