import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import { CITY } from '../../../contract/brand';
import { ERROR_CODES } from '../../../contract/errors';
import type { Locale } from '../../../contract/locales';
import { knownLocale, secondVersionOf } from '../../../contract/own-words';
import { placeOf } from '../../../contract/places';
import {
  GuideProfileInput,
  isLuzImagePath,
  type OwnProfile,
  PROFILE_MESSAGES,
  SeekerProfileInput,
} from '../../../contract/profiles';
import { ROLE } from '../../../contract/roles';
import { isWebLink } from '../../../contract/web-link';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { profiles, type SocialLinks, users } from '../../db/schema';
import { Conflict, FieldInvalid, NotFound } from '../../errors';
import { validated } from '../../validation';
import type { ListingChanges } from '../listings';

type ProfileValues = Omit<Partial<typeof profiles.$inferInsert>, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface ProfileServiceDeps {
  db: Db;
  clock: Clock;
  /** Told of every profile written: a guide's card and page, and a seeker's name on their reviews. */
  listing: ListingChanges;
}

/**
 * Everyone's own profile. A guide edits the public profile (GuideProfileInput); seekers and admins
 * their name, city, country and bio (SeekerProfileInput).
 */
export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  async own(userId: number): Promise<OwnProfile> {
    const profile = await findOwnProfile(this.deps.db, userId);
    if (!profile) throw new NotFound(PROFILE_MESSAGES.notFound);
    return profile;
  }

  /** POST /api/profile: only when there is none yet. */
  async create(user: PublicUser, body: unknown): Promise<OwnProfile> {
    const values = profileValuesFor(user, body);
    try {
      const created = await this.deps.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.userId, user.id));
        if (existing) throw profileExists();
        await tx.insert(profiles).values({ userId: user.id, ...values });
        return this.completeAndRead(tx, user);
      });
      this.deps.listing.listingChanged();
      return created;
    } catch (error) {
      if (violatedUniqueConstraint(error) !== undefined) throw profileExists();
      throw error;
    }
  }

  /** PATCH /api/profile: updates the profile, creating it when there is none. */
  async save(user: PublicUser, body: unknown): Promise<OwnProfile> {
    const values = profileValuesFor(user, body);
    const now = this.deps.clock.now();
    const saved = await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } });
      return this.completeAndRead(tx, user);
    });
    this.deps.listing.listingChanged();
    return saved;
  }

  /**
   * A valid profile completes the account: a seeker's or an admin's at once, a guide's when saved
   * by an approved guide (DESIGN: /setup/profile comes after approval).
   */
  private async completeAndRead(tx: DbOrTx, user: PublicUser): Promise<OwnProfile> {
    const [account] = await tx
      .select({ isApproved: users.isApproved })
      .from(users)
      .where(eq(users.id, user.id));
    if (user.role !== ROLE.guide || account?.isApproved) {
      await tx
        .update(users)
        .set({ profileComplete: true, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, user.id));
    }
    return (await findOwnProfile(tx, user.id))!;
  }
}

function profileExists(): Conflict {
  return new Conflict(PROFILE_MESSAGES.alreadyExists, ERROR_CODES.profileExists);
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The columns a profile form sets, validated by the schema of the user's role. */
export function profileValuesFor(user: PublicUser, body: unknown): ProfileValues {
  if (user.role !== ROLE.guide) {
    const input = validated(SeekerProfileInput, body);
    // Left out, a field stays as it is; sent empty, it is cleared (the city falls back to Lisbon).
    return {
      name: input.name,
      ...(input.city === undefined ? {} : { city: blankToNull(input.city) ?? CITY }),
      ...(input.country === undefined ? {} : { country: blankToNull(input.country) }),
      ...(input.bio === undefined ? {} : { bio: blankToNull(input.bio) }),
    };
  }
  const input = validated(GuideProfileInput, body);
  return {
    // The practice and its prices: left out (or null), they stay as approval or the last save left them.
    ...(input.category == null ? {} : { category: input.category }),
    ...(input.subcategory == null ? {} : { subcategory: input.subcategory }),
    ...(input.sessionFormat == null ? {} : { sessionFormat: input.sessionFormat }),
    ...(input.pricePerSession == null ? {} : { pricePerSession: input.pricePerSession }),
    ...(input.pricePerGroupSession === undefined ? {} : { pricePerGroupSession: input.pricePerGroupSession }),
    name: input.name,
    shortBio: blankToNull(input.shortBio),
    bio: input.bio,
    ...ownWordsOf(input.bioLocale, input.bioInOtherLocale),
    neighbourhood: input.neighbourhood,
    city: placeOf(input.neighbourhood)!.city,
    country: input.country,
    modalities: [...new Set(input.modalities)],
    credentials: input.credentials,
    specialties: input.specialties,
    languages: [...new Set(input.languages)],
    experienceYears: input.experienceYears ?? null,
    photoGallery: galleryOf(input.photoGallery),
    profilePicUrl: photoUrlOf(input.profilePicUrl),
    socialLinks: socialLinksOf(input.socialLinks),
    availability: input.availability,
  };
}

/**
 * The bio's language and the guide's own version in the other one, each kept when left out. A language
 * set back to unknown drops the other version: it was "the other language" of nothing known.
 */
function ownWordsOf(
  locale: Locale | null | undefined,
  inOtherLocale: string | null | undefined,
): Pick<ProfileValues, 'bioLocale' | 'bioInOtherLocale'> {
  const other = secondVersionOf(inOtherLocale);
  if (locale === null) return { bioLocale: null, bioInOtherLocale: null };
  return {
    ...(locale === undefined ? {} : { bioLocale: locale }),
    ...(other === undefined ? {} : { bioInOtherLocale: other }),
  };
}

/** Only pictures Luz serves (uploads and demo images), each once; the contract caps them at six. */
function galleryOf(urls: string[]): string[] {
  const gallery = [...new Set(urls.map((url) => url.trim()))];
  if (!gallery.every(isLuzImagePath)) throw new FieldInvalid('photoGallery', PROFILE_MESSAGES.galleryUrl);
  return gallery;
}

/** The portrait may also be the web address an application gave. */
function photoUrlOf(value: string | null | undefined): string | null {
  const url = blankToNull(value);
  if (url === null || isLuzImagePath(url) || isWebLink(url)) return url;
  throw new FieldInvalid('profilePicUrl', PROFILE_MESSAGES.photoUrl);
}

function socialLinksOf(links: { instagram?: string; website?: string }): SocialLinks {
  const clean: SocialLinks = {};
  if (links.instagram?.trim()) clean.instagram = links.instagram.trim();
  if (links.website?.trim()) clean.website = links.website.trim();
  return clean;
}

async function findOwnProfile(db: DbOrTx, userId: number): Promise<OwnProfile | undefined> {
  const [row] = await db
    .select({
      name: profiles.name,
      city: profiles.city,
      country: profiles.country,
      bio: profiles.bio,
      bioLocale: profiles.bioLocale,
      bioInOtherLocale: profiles.bioInOtherLocale,
      shortBio: profiles.shortBio,
      neighbourhood: profiles.neighbourhood,
      category: profiles.category,
      subcategory: profiles.subcategory,
      sessionFormat: profiles.sessionFormat,
      pricePerSession: profiles.pricePerSession,
      pricePerGroupSession: profiles.pricePerGroupSession,
      modalities: profiles.modalities,
      credentials: profiles.credentials,
      specialties: profiles.specialties,
      languages: profiles.languages,
      experienceYears: profiles.experienceYears,
      photoGallery: profiles.photoGallery,
      profilePicUrl: profiles.profilePicUrl,
      socialLinks: profiles.socialLinks,
      availability: profiles.availability,
      profileComplete: users.profileComplete,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) return undefined;
  return {
    ...row,
    bioLocale: knownLocale(row.bioLocale),
    availability: row.availability as Record<string, string[]>,
  };
}
