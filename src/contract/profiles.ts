import { z } from 'zod';
import {
  AVAILABILITY_SLOTS,
  GALLERY_MAX_PHOTOS,
  PROFILE_LANGUAGES,
  PROFILE_MODALITIES,
  WEEKDAYS,
} from './catalog';
import { optionalInstagramField, optionalWebLinkField } from './web-link';

const optionalText = (max: number, message = `Must be at most ${max} characters`) =>
  z.string().trim().max(max, message).optional().nullable();

/** /profile of a seeker (and the base every profile shares). */
export const SeekerProfileInput = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100),
  city: optionalText(80),
  country: optionalText(80),
  bio: optionalText(2000),
});
export type SeekerProfileInput = z.infer<typeof SeekerProfileInput>;

export const WeeklyAvailabilityInput = z.partialRecord(
  z.enum(WEEKDAYS),
  z.array(z.enum(AVAILABILITY_SLOTS.map((s) => s.id) as [string, ...string[]])),
);

/** /practitioner-profile and /setup/profile of a guide. */
export const GuideProfileInput = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
  shortBio: z.string().trim().max(120, 'Short bio must be at most 120 characters').optional().nullable(),
  bio: z.string().trim().min(50, 'Bio must be at least 50 characters').max(4000, 'Bio is too long'),
  city: z.string().trim().min(2, 'City must be at least 2 characters').max(80),
  neighbourhood: optionalText(80),
  country: z.string().trim().min(2, 'Country must be at least 2 characters').max(80),
  modalities: z.array(z.enum(PROFILE_MODALITIES)).min(1, 'Select at least one modality'),
  credentials: z.array(z.string().trim().min(1).max(150)).max(20).default([]),
  specialties: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
  languages: z.array(z.enum(PROFILE_LANGUAGES)).max(12).default([]),
  experienceYears: z
    .number()
    .int()
    .min(0, 'Experience must be 0 or more years')
    .max(80)
    .nullable()
    .optional(),
  photoGallery: z
    .array(z.string().max(500))
    .max(GALLERY_MAX_PHOTOS, `At most ${GALLERY_MAX_PHOTOS} photos`)
    .default([]),
  profilePicUrl: optionalText(500),
  socialLinks: z
    .object({
      instagram: optionalInstagramField(100),
      website: optionalWebLinkField(300),
    })
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
