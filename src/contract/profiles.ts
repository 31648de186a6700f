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
import {
  FIELD_LABELS,
  type FieldLabel,
  numberField,
  requiredText,
  textField,
  tooLittleMoneyMessage,
  tooLongMessage,
  tooMuchMoneyMessage,
  tooShortMessage,
  wholeCentsMessage,
} from './field-messages';
import { messageWith } from './messages';
import { PRICE_MAX_CENTS } from './money';
import { FIRST_LOCALE_NEEDED, ShownLocale, secondVersionField, WrittenLocaleField } from './own-words';
import { placeField } from './place-field';
import { optionalInstagramField, optionalWebLinkField } from './web-link';

/** Text that may be left out, empty or null. */
const optionalText = (label: FieldLabel, max: number) =>
  textField(label).trim().max(max, tooLongMessage(label, max)).optional().nullable();

const NAME_TOO_SHORT = tooShortMessage(FIELD_LABELS.name, 2);

/** Spec text "Name must be at least 2 characters", for an empty name too. */
const name = textField(FIELD_LABELS.name, NAME_TOO_SHORT)
  .trim()
  .min(2, NAME_TOO_SHORT)
  .max(100, tooLongMessage(FIELD_LABELS.name, 100));

/** /profile of a seeker (and the base every profile shares). */
export const SeekerProfileInput = z.object({
  name,
  city: optionalText(FIELD_LABELS.city, 80),
  country: optionalText(FIELD_LABELS.country, 80),
  bio: optionalText(FIELD_LABELS.bio, 2000),
});
export type SeekerProfileInput = z.infer<typeof SeekerProfileInput>;

export const WeeklyAvailabilityInput = z.partialRecord(
  z.enum(WEEKDAYS, { error: /*i18n*/ 'contract.profiles.availabilityIsGivenByWeekday' }),
  z.array(
    z.enum(AVAILABILITY_SLOTS.map((s) => s.id) as [string, ...string[]], {
      error: /*i18n*/ 'contract.profiles.pleaseChooseTimesOfDay',
    }),
    { error: /*i18n*/ 'contract.profiles.pleaseChooseTimesOfDay' },
  ),
  { error: /*i18n*/ 'contract.profiles.availabilityIsGivenByWeekday' },
);

/** The sentences of a list of short texts: an empty item, not a list, too many items (`{max}`). */
interface TextListMessages {
  emptyItem: string;
  notAList: string;
  tooMany: string;
}

const CREDENTIAL_MESSAGES: TextListMessages = {
  emptyItem: /*i18n*/ 'contract.profiles.credentialCannotBeEmpty',
  notAList: /*i18n*/ 'contract.profiles.credentialsMustBeAList',
  tooMany: /*i18n*/ 'contract.profiles.atMostCredentials',
};

const SPECIALTY_MESSAGES: TextListMessages = {
  emptyItem: /*i18n*/ 'contract.profiles.specialtyCannotBeEmpty',
  notAList: /*i18n*/ 'contract.profiles.specialtiesMustBeAList',
  tooMany: /*i18n*/ 'contract.profiles.atMostSpecialties',
};

/** A list of short texts (credentials, specialties): none of them blank, each and the list of limited length. */
const textList = (messages: TextListMessages, itemLabel: FieldLabel, itemMax: number, listMax: number) =>
  z
    .array(requiredText(itemLabel, itemMax, messages.emptyItem), { error: messages.notAList })
    .max(listMax, messageWith(messages.tooMany, { max: listMax }));

/** A usual price in cents, as the application asks it: at least €1. `label` names it in its messages. */
const usualPrice = (field: FieldLabel, label: FieldLabel) =>
  numberField(field)
    .int(wholeCentsMessage(label))
    .min(100, tooLittleMoneyMessage(label, 100))
    .max(PRICE_MAX_CENTS, tooMuchMoneyMessage(label, PRICE_MAX_CENTS));

/** A guide's bio, in either language: between these many characters. */
export const GUIDE_BIO_MIN = 50;
export const GUIDE_BIO_MAX = 4000;

/**
 * /practitioner-profile and /setup/profile of a guide. The practice and its prices (category to
 * group price) are what approval copied from the application. Left out or null, one of them stays
 * as it is (GET /api/profile answers null for what a guide never had, and may be sent back as it
 * came); only the group price is cleared by null.
 */
export const GuideProfileInput = z
  .object({
    category: z
      .enum(APPLICATION_CATEGORIES, { error: /*i18n*/ 'contract.profiles.pleaseSelectACategory' })
      .nullish(),
    subcategory: requiredText(FIELD_LABELS.subcategory, 80).nullish(),
    sessionFormat: z
      .enum(OFFER_FORMATS, { error: /*i18n*/ 'contract.profiles.pleaseSelectASessionFormat' })
      .nullish(),
    /** Cents: the usual price of a 1:1 session, which a card shows while no session is open. */
    pricePerSession: usualPrice(FIELD_LABELS.pricePerSession, FIELD_LABELS.price).nullish(),
    /** Cents, per person; null: no usual group price. */
    pricePerGroupSession: usualPrice(FIELD_LABELS.groupPrice, FIELD_LABELS.groupPrice).nullable().optional(),
    name,
    shortBio: optionalText(FIELD_LABELS.shortBio, 120),
    bio: requiredText(FIELD_LABELS.bio, GUIDE_BIO_MAX).min(
      GUIDE_BIO_MIN,
      tooShortMessage(FIELD_LABELS.bio, GUIDE_BIO_MIN),
    ),
    /** The language `bio` is written in; left out, it stays as it is (decision 062). */
    bioLocale: WrittenLocaleField,
    /** The guide's own bio in the other language; left out it stays, blank or null removes it. */
    bioInOtherLocale: secondVersionField(FIELD_LABELS.bioInOtherLocale, GUIDE_BIO_MAX, GUIDE_BIO_MIN),
    /** One of `PLACES`; the profile's city is that place's town. */
    neighbourhood: placeField,
    country: requiredText(FIELD_LABELS.country, 80).min(2, tooShortMessage(FIELD_LABELS.country, 2)),
    modalities: z
      .array(
        z.enum(PROFILE_MODALITIES, { error: /*i18n*/ 'contract.profiles.pleaseChooseModalitiesFromThe' }),
        {
          error: /*i18n*/ 'contract.profiles.selectAtLeastOneModality',
        },
      )
      .min(1, /*i18n*/ 'contract.profiles.selectAtLeastOneModality'),
    credentials: textList(CREDENTIAL_MESSAGES, FIELD_LABELS.credential, 150, 20).default([]),
    specialties: textList(SPECIALTY_MESSAGES, FIELD_LABELS.specialty, 80, 20).default([]),
    languages: z
      .array(
        z.enum(PROFILE_LANGUAGES, { error: /*i18n*/ 'contract.profiles.pleaseChooseLanguagesFromThe' }),
        {
          error: /*i18n*/ 'contract.profiles.languagesMustBeAList',
        },
      )
      .max(12, /*i18n*/ 'contract.profiles.atMost12Languages')
      .default([]),
    experienceYears: numberField(FIELD_LABELS.experience)
      .int(/*i18n*/ 'contract.profiles.experienceMustBeAWhole')
      .min(0, /*i18n*/ 'contract.profiles.experienceMustBe0Or')
      .max(80, /*i18n*/ 'contract.profiles.experienceMustBeAtMost')
      .nullable()
      .optional(),
    photoGallery: z
      .array(textField(FIELD_LABELS.photoAddress).max(500, tooLongMessage(FIELD_LABELS.photoAddress, 500)), {
        error: /*i18n*/ 'contract.profiles.galleryPhotosMustBeA',
      })
      .max(
        GALLERY_MAX_PHOTOS,
        messageWith(/*i18n*/ 'contract.profiles.atMostPhotos', { max: GALLERY_MAX_PHOTOS }),
      )
      .default([]),
    profilePicUrl: optionalText(FIELD_LABELS.photoAddress, 500),
    socialLinks: z
      .object(
        {
          instagram: optionalInstagramField(100),
          website: optionalWebLinkField(FIELD_LABELS.website, 300),
        },
        { error: /*i18n*/ 'contract.profiles.socialLinksMustBeAn' },
      )
      .default({}),
    availability: WeeklyAvailabilityInput.default({}),
  })
  .refine((p) => !p.bioInOtherLocale?.trim() || Boolean(p.bioLocale), {
    message: FIRST_LOCALE_NEEDED,
    path: ['bioLocale'],
  });
export type GuideProfileInput = z.infer<typeof GuideProfileInput>;

/** GET /api/profile: the signed-in user's own profile, whatever their role. */
export const OwnProfile = z.object({
  name: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** As the guide wrote it first. */
  bio: z.string().nullable(),
  /** The language of `bio`; null when unknown. */
  bioLocale: ShownLocale,
  /** The guide's own bio in the other language, or null. */
  bioInOtherLocale: z.string().nullable(),
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
  notFound: /*i18n*/ 'contract.profiles.notFound',
  alreadyExists: /*i18n*/ 'contract.profiles.alreadyExists',
  galleryUrl: /*i18n*/ 'contract.profiles.galleryUrl',
  photoUrl: /*i18n*/ 'contract.profiles.photoUrl',
  notAnImage: /*i18n*/ 'contract.profiles.notAnImage',
  imageTooLarge: /*i18n*/ 'contract.profiles.imageTooLarge',
  imageTooManyPixels: /*i18n*/ 'contract.profiles.imageTooManyPixels',
  imageTooDeep: /*i18n*/ 'contract.profiles.imageTooDeep',
  noFile: /*i18n*/ 'contract.profiles.noFile',
} as const;

/** A Luz upload (/uploads/…) or one of the demo images (/images/…): the only pictures a gallery holds. */
export function isLuzImagePath(url: string): boolean {
  return /^\/(uploads|images)\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/.test(url) && !url.includes('..');
}
