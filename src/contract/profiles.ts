import { z } from 'zod';
import {
  APPLICATION_CATEGORIES,
  AVAILABILITY_SLOTS,
  GALLERY_MAX_PHOTOS,
  OFFER_FORMATS,
  PROFILE_LANGUAGES,
  PROFILE_MODALITIES,
  WEEKDAYS,
} from './catalog';
import { numberField, requiredText, textField, tooLongMessage, tooShortMessage } from './field-messages';
import { formatEuros, PRICE_MAX_CENTS, PRICE_TOO_HIGH_MESSAGE } from './money';
import { placeField } from './place-field';
import { optionalInstagramField, optionalWebLinkField } from './web-link';

/** Text that may be left out, empty or null. */
const optionalText = (label: string, max: number) =>
  textField(label).trim().max(max, tooLongMessage(label, max)).optional().nullable();

const NAME_TOO_SHORT = tooShortMessage('Name', 2);

/** Spec text "Name must be at least 2 characters", for an empty name too. */
const name = textField('Name', NAME_TOO_SHORT)
  .trim()
  .min(2, NAME_TOO_SHORT)
  .max(100, tooLongMessage('Name', 100));

/** /profile of a seeker (and the base every profile shares). */
export const SeekerProfileInput = z.object({
  name,
  city: optionalText('City', 80),
  country: optionalText('Country', 80),
  bio: optionalText('Bio', 2000),
});
export type SeekerProfileInput = z.infer<typeof SeekerProfileInput>;

export const WeeklyAvailabilityInput = z.partialRecord(
  z.enum(WEEKDAYS, { error: 'Availability is given by weekday' }),
  z.array(
    z.enum(AVAILABILITY_SLOTS.map((s) => s.id) as [string, ...string[]], {
      error: 'Please choose times of day from the list',
    }),
    { error: 'Please choose times of day from the list' },
  ),
  { error: 'Availability is given by weekday' },
);

/** A list of short texts (credentials, specialties): none of them blank, each and the list of limited length. */
const textList = (listLabel: string, itemLabel: string, itemMax: number, listMax: number) =>
  z
    .array(requiredText(itemLabel, itemMax, `A ${itemLabel.toLowerCase()} cannot be empty`), {
      error: `${listLabel} must be a list`,
    })
    .max(listMax, `At most ${listMax} ${listLabel.toLowerCase()}`);

/** A usual price in cents, as the application asks it: at least €1. */
const usualPrice = (label: string, prefix: string) =>
  numberField(label)
    .int(`${prefix} must be a whole number of cents`)
    .min(100, `${prefix} must be at least €1`)
    .max(
      PRICE_MAX_CENTS,
      prefix === 'Price'
        ? PRICE_TOO_HIGH_MESSAGE
        : `${prefix} must be at most ${formatEuros(PRICE_MAX_CENTS)}`,
    );

/**
 * /practitioner-profile and /setup/profile of a guide. The practice and its prices (category to
 * group price) are what approval copied from the application. Left out or null, one of them stays
 * as it is (GET /api/profile answers null for what a guide never had, and may be sent back as it
 * came); only the group price is cleared by null.
 */
export const GuideProfileInput = z.object({
  category: z.enum(APPLICATION_CATEGORIES, { error: 'Please select a category' }).nullish(),
  subcategory: requiredText('Subcategory', 80).nullish(),
  sessionFormat: z.enum(OFFER_FORMATS, { error: 'Please select a session format' }).nullish(),
  /** Cents: the usual price of a 1:1 session, which a card shows while no session is open. */
  pricePerSession: usualPrice('Price per session', 'Price').nullish(),
  /** Cents, per person; null: no usual group price. */
  pricePerGroupSession: usualPrice('Group price', 'Group price').nullable().optional(),
  name,
  shortBio: optionalText('Short bio', 120),
  bio: requiredText('Bio', 4000).min(50, tooShortMessage('Bio', 50)),
  /** One of `PLACES`; the profile's city is that place's town. */
  neighbourhood: placeField,
  country: requiredText('Country', 80).min(2, tooShortMessage('Country', 2)),
  modalities: z
    .array(z.enum(PROFILE_MODALITIES, { error: 'Please choose modalities from the list' }), {
      error: 'Select at least one modality',
    })
    .min(1, 'Select at least one modality'),
  credentials: textList('Credentials', 'Credential', 150, 20).default([]),
  specialties: textList('Specialties', 'Specialty', 80, 20).default([]),
  languages: z
    .array(z.enum(PROFILE_LANGUAGES, { error: 'Please choose languages from the list' }), {
      error: 'Languages must be a list',
    })
    .max(12, 'At most 12 languages')
    .default([]),
  experienceYears: numberField('Experience')
    .int('Experience must be a whole number of years')
    .min(0, 'Experience must be 0 or more years')
    .max(80, 'Experience must be at most 80 years')
    .nullable()
    .optional(),
  photoGallery: z
    .array(textField('Photo address').max(500, tooLongMessage('Photo address', 500)), {
      error: 'Gallery photos must be a list',
    })
    .max(GALLERY_MAX_PHOTOS, `At most ${GALLERY_MAX_PHOTOS} photos`)
    .default([]),
  profilePicUrl: optionalText('Photo address', 500),
  socialLinks: z
    .object(
      {
        instagram: optionalInstagramField(100),
        website: optionalWebLinkField('Website', 300),
      },
      { error: 'Social links must be an Instagram handle and a website' },
    )
    .default({}),
  availability: WeeklyAvailabilityInput.default({}),
});
export type GuideProfileInput = z.infer<typeof GuideProfileInput>;

/** GET /api/profile: the signed-in user's own profile, whatever their role. */
export const OwnProfile = z.object({
  name: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  shortBio: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  sessionFormat: z.string().nullable(),
  pricePerSession: z.number().int().nullable(),
  pricePerGroupSession: z.number().int().nullable(),
  modalities: z.array(z.string()),
  credentials: z.array(z.string()),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  experienceYears: z.number().int().nullable(),
  photoGallery: z.array(z.string()),
  profilePicUrl: z.string().nullable(),
  socialLinks: z.object({ instagram: z.string().optional(), website: z.string().optional() }),
  availability: z.record(z.string(), z.array(z.string())),
  profileComplete: z.boolean(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const UploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** The gallery upload takes one image of at most this many bytes. */
export const GALLERY_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const PROFILE_MESSAGES = {
  notFound: 'Profile not found',
  alreadyExists: 'You already have a profile',
  galleryUrl: 'Gallery photos must be images uploaded to Luz',
  photoUrl: 'Please choose an image uploaded to Luz or a web address',
  notAnImage: 'Please upload an image (JPEG, PNG, WebP or GIF)',
  imageTooLarge: 'Images can be at most 8 MB',
  imageTooManyPixels: 'Images can be at most 40 megapixels (for example 8000 × 5000 pixels)',
  imageTooDeep:
    'This image is too large to open at its colour depth. Please save it with 8-bit colour (as a JPEG, for example) or smaller',
  noFile: 'Please choose an image to upload',
} as const;

/** A Luz upload (/uploads/…) or one of the demo images (/images/…): the only pictures a gallery holds. */
export function isLuzImagePath(url: string): boolean {
  return /^\/(uploads|images)\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/.test(url) && !url.includes('..');
}
