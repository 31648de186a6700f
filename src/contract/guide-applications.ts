import { z } from 'zod';
import { EmailField, PASSWORD_MAX_LENGTH } from './auth';
import {
  APPLICATION_CATEGORIES,
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
} from './catalog';
import { optionalInstagramField, optionalWebLinkField, webLinkField } from './web-link';

/** What a guide sees of their own latest application. */
export const OwnApplicationStatus = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type OwnApplicationStatus = z.infer<typeof OwnApplicationStatus>;

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** POST /api/guide-application: both forms send this; prices in cents. */
export const GuideApplicationInput = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name is too long'),
  email: EmailField,
  city: z.string().trim().min(2, 'City must be at least 2 characters').max(80, 'City is too long'),
  yearsExperience: z
    .number({ error: 'Years of experience must be a number' })
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience must be 0 or more')
    .max(80, 'Years of experience is too high'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS.map((l) => l.label) as [string, ...string[]], {
    error: 'Please select your experience level',
  }),
  instagram: optionalInstagramField(100),
  website: optionalWebLinkField(),
  category: z.enum(APPLICATION_CATEGORIES, { error: 'Please select a category' }),
  subcategory: z.string().trim().min(1, 'Subcategory is required').max(80, 'Subcategory is too long'),
  bio: z.string().trim().min(20, 'Bio must be at least 20 characters').max(2000, 'Bio is too long'),
  uniqueApproach: z
    .string()
    .trim()
    .min(20, 'Please describe your approach in at least 20 characters')
    .max(2000, 'Your approach is too long'),
  profilePhotoUrl: optionalWebLinkField(),
  certification1Name: z.string().trim().min(2, 'Certification name must be at least 2 characters').max(150),
  certification1Url: webLinkField(),
  certification2Name: optionalText(150),
  certification2Url: optionalWebLinkField(),
  professionalReferenceEmail: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address')
    .optional(),
  languages: z
    .array(z.enum(APPLICATION_LANGUAGES), { error: 'Select at least one language' })
    .min(1, 'Select at least one language'),
  sessionLocation: z.enum(SESSION_LOCATIONS, { error: 'Please select where you hold sessions' }),
  sessionLocationOther: optionalText(200),
  sessionFormat: z.enum(SESSION_FORMATS, { error: 'Please select a session format' }),
  offerGroupSessions: z.boolean().default(false),
  /** Cents; the forms take whole euros. */
  pricePerSession: z
    .number({ error: 'Price must be at least €1' })
    .int('Price must be a whole number of cents')
    .min(100, 'Price must be at least €1')
    .max(1_000_000, 'Price is too high'),
  pricePerGroupSession: z
    .number()
    .int()
    .min(0, 'Group price must be 0 or more')
    .max(1_000_000, 'Price is too high')
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
  city: z.string(),
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
  fullName: z
    .string()
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name is too long'),
  email: EmailField,
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  city: z.string().trim().min(2, 'City must be at least 2 characters').max(80, 'City is too long'),
  category: z.enum(APPLICATION_CATEGORIES, { error: 'Please select a category' }),
});
export type GuideSignupInput = z.infer<typeof GuideSignupInput>;
