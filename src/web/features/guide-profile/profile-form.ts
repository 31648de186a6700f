import {
  APPLICATION_CATEGORIES,
  AVAILABILITY_SLOTS,
  type AvailabilitySlot,
  OFFER_FORMATS,
  PROFILE_LANGUAGES,
  PROFILE_MODALITIES,
  WEEKDAYS,
  type Weekday,
} from '@contract/catalog';
import type { GuideApplicationRecord } from '@contract/guide-applications';
import type { Locale } from '@contract/locales';
import { placeOf } from '@contract/places';
import {
  GALLERY_IMAGE_MAX_BYTES,
  type GuideProfileInput,
  type OwnProfile,
  PROFILE_MESSAGES,
} from '@contract/profiles';
import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import '@/contract-i18n';
import { I18N } from '@/lib/i18n';
// The gallery's messages are ids of this folder's catalogue, which must be in before they are read.
import './i18n';

export type ProfileFormInput = z.input<typeof GuideProfileInput>;
type ProfileModality = (typeof PROFILE_MODALITIES)[number];
export type WeeklyAvailability = Partial<Record<Weekday, AvailabilitySlot[]>>;

/** Application categories and the profile modalities they stand for. */
const MODALITIES_OF_CATEGORY: Record<string, readonly ProfileModality[]> = {
  Reiki: ['Reiki', 'Energy Healing'],
  'Sound Healing': ['Sound Healing'],
  Breathwork: ['Breathwork'],
  'Energy Healing': ['Energy Healing'],
  Meditation: ['Meditation'],
  Yoga: ['Yoga'],
  Massage: ['Massage'],
  Coaching: ['Coaching'],
  Nutrition: ['Nutrition'],
  Other: [],
};

function only<T extends string>(allowed: readonly T[], values: readonly string[] | undefined): T[] {
  const given = new Set(values ?? []);
  return allowed.filter((value) => given.has(value));
}

/**
 * The modalities an application suggests: those of its category, plus any modality its subcategory names
 * ("Usui Reiki, Crystal Healing" suggests Reiki and Crystal Healing).
 */
export function suggestModalities(
  category: string | undefined,
  subcategory: string | undefined,
): ProfileModality[] {
  const suggested = new Set<ProfileModality>(MODALITIES_OF_CATEGORY[category ?? ''] ?? []);
  const text = (subcategory ?? '').toLowerCase();
  for (const modality of PROFILE_MODALITIES)
    if (text.includes(modality.toLowerCase())) suggested.add(modality);
  return PROFILE_MODALITIES.filter((modality) => suggested.has(modality));
}

/** GuideProfileInput's shortest bio. */
const BIO_MIN = 50;

function firstText(...values: (string | null | undefined)[]): string {
  for (const value of values) if (value?.trim()) return value.trim();
  return '';
}

/** `value` when it is one of `allowed`, else undefined (the select then shows its placeholder). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | undefined {
  return allowed.find((option) => option === value);
}

function nonEmpty<T>(values: readonly T[] | undefined, fallback: readonly T[]): T[] {
  return [...(values && values.length > 0 ? values : fallback)];
}

/** The availability as this form holds it: known days and slots only, in the week's order. */
export function cleanAvailability(
  availability: Record<string, readonly string[]> | undefined,
): WeeklyAvailability {
  const clean: WeeklyAvailability = {};
  for (const day of WEEKDAYS) {
    const slots = only(
      AVAILABILITY_SLOTS.map((slot) => slot.id),
      availability?.[day],
    );
    if (slots.length > 0) clean[day] = slots;
  }
  return clean;
}

interface DefaultsSources {
  /** The page's language: a bio of unknown language is taken as written in it until the guide says otherwise. */
  locale: Locale;
  profile: OwnProfile | null;
  /** The approved application, when the API sent its answers: a first profile starts from them. */
  application: GuideApplicationRecord | null;
  user: { name: string | null };
}

/** Where the profile form starts: the saved profile, and what the application said where the profile is empty. */
export function profileFormDefaults({
  locale,
  profile,
  application,
  user,
}: DefaultsSources): ProfileFormInput {
  const applicationBio = [application?.bio, application?.uniqueApproach]
    .filter((text) => text?.trim())
    .join('\n\n');
  const certifications = [application?.certification1Name, application?.certification2Name].filter(
    (name): name is string => Boolean(name?.trim()),
  );
  // A first profile (made from the application at approval) is still a draft: the application fills it out.
  const isFirst = !profile?.profileComplete;
  const savedBio = profile?.bio?.trim() ?? '';
  const suggested = suggestModalities(application?.category, application?.subcategory);
  const savedModalities = only(PROFILE_MODALITIES, profile?.modalities);
  return {
    category: oneOf(APPLICATION_CATEGORIES, profile?.category ?? application?.category),
    subcategory: firstText(profile?.subcategory, application?.subcategory),
    sessionFormat: oneOf(OFFER_FORMATS, profile?.sessionFormat),
    pricePerSession: profile?.pricePerSession ?? application?.pricePerSession,
    pricePerGroupSession: profile?.pricePerGroupSession ?? null,
    name: firstText(profile?.name, application?.fullName, user.name),
    shortBio: profile?.shortBio ?? '',
    bio:
      isFirst && applicationBio.length > savedBio.length && savedBio.length < BIO_MIN
        ? applicationBio
        : savedBio,
    bioLocale: profile?.bioLocale ?? locale,
    bioInOtherLocale: profile?.bioInOtherLocale ?? '',
    // A place written before the list is not one of its choices: the guide chooses again.
    neighbourhood: (placeOf(profile?.neighbourhood) ?? placeOf(application?.neighbourhood))?.name ?? '',
    country: firstText(profile?.country, 'Portugal'),
    modalities: isFirst
      ? PROFILE_MODALITIES.filter((m) => savedModalities.includes(m) || suggested.includes(m))
      : nonEmpty(savedModalities, suggested),
    credentials: nonEmpty(profile?.credentials, certifications),
    specialties: nonEmpty(profile?.specialties, application?.subcategory ? [application.subcategory] : []),
    languages: nonEmpty(
      only(PROFILE_LANGUAGES, profile?.languages),
      only(PROFILE_LANGUAGES, application?.languages),
    ),
    experienceYears: profile?.experienceYears ?? application?.yearsExperience ?? null,
    photoGallery: profile?.photoGallery ?? [],
    profilePicUrl: profile?.profilePicUrl ?? null,
    socialLinks: {
      instagram: firstText(profile?.socialLinks.instagram, application?.instagram),
      website: firstText(profile?.socialLinks.website, application?.website),
    },
    availability: cleanAvailability(profile?.availability),
  };
}

/** Turns one slot of one day on or off; a day with no slot left is dropped. */
export function toggleSlot(
  availability: WeeklyAvailability,
  day: Weekday,
  slot: AvailabilitySlot,
): WeeklyAvailability {
  const slots = new Set(availability[day] ?? []);
  if (slots.has(slot)) slots.delete(slot);
  else slots.add(slot);
  const next: WeeklyAvailability = { ...availability };
  const ordered = AVAILABILITY_SLOTS.map((s) => s.id).filter((id) => slots.has(id));
  if (ordered.length > 0) next[day] = ordered;
  else delete next[day];
  return next;
}

export const GALLERY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Why a file cannot go to the gallery, checked before uploading it; null when it may. */
export function galleryFileProblem(
  file: { name: string; type: string; size: number },
  i18n: I18n = I18N.en,
): string | null {
  // The contract's messages are translated once they are ids of a loaded catalogue.
  const problem = (message: string) =>
    i18n._('guideProfile.gallery.fileProblem', {
      file: file.name,
      problem: message in i18n.messages ? i18n._(message) : message,
    });
  if (!(GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return problem(PROFILE_MESSAGES.notAnImage);
  }
  if (file.size > GALLERY_IMAGE_MAX_BYTES) return problem(PROFILE_MESSAGES.imageTooLarge);
  return null;
}

/** The gallery without one photo; the profile photo moves to the first one left when it was that photo. */
export function removePhoto(
  gallery: readonly string[],
  profilePicUrl: string | null | undefined,
  url: string,
): { photoGallery: string[]; profilePicUrl: string | null } {
  const photoGallery = gallery.filter((photo) => photo !== url);
  if (profilePicUrl !== url) return { photoGallery, profilePicUrl: profilePicUrl ?? null };
  return { photoGallery, profilePicUrl: photoGallery[0] ?? null };
}
