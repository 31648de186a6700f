import { sql } from 'drizzle-orm';
import { knownLocale } from '../../../contract/own-words';
import { placeName } from '../../../contract/place-name';
import type { DbOrTx } from '../../db/connection';
import { rawStatementOnce } from '../../db/prepared-once';
import { isoTextOf, optionalInstantOf } from '../../db/raw-query';
import { guideDetailQuery } from './guide-cards';
import type { ListedGuideDetail, ListedProfile } from './in-reader-locale';

/** The profile row as `to_jsonb` spells it. */
interface ProfileJson {
  name: string | null;
  bio: string | null;
  bio_locale: string | null;
  bio_in_other_locale: string | null;
  short_bio: string | null;
  city: string;
  neighbourhood: string | null;
  country: string | null;
  category: string | null;
  subcategory: string | null;
  session_format: string | null;
  price_per_session: number | null;
  modalities: string[];
  credentials: string[];
  specialties: string[];
  languages: string[];
  experience_years: number | null;
  photo_gallery: string[];
  profile_pic_url: string | null;
  social_links: ListedProfile['socialLinks'];
  availability: Record<string, string[]>;
}

interface DetailRow {
  id: number;
  username: string;
  created_at: string;
  profile: ProfileJson;
  rating: number | null;
  review_count: number;
  next_session_price: number | null;
  next_session_at: string | null;
}

/** A guide's public page is read on every visit: its statement is built once. */
const guideDetail = rawStatementOnce<DetailRow, { now: Date; guideId: number }>(
  guideDetailQuery(sql.placeholder('now'), sql.placeholder('guideId')),
);

/** A listed guide's public page, or null for an unknown, unapproved or deactivated guide. */
export async function readGuidePage(
  db: DbOrTx,
  guideId: number,
  now: Date,
): Promise<ListedGuideDetail | null> {
  const [row] = await guideDetail(db, { now, guideId });
  if (!row) return null;
  return {
    user: { id: row.id, username: row.username, createdAt: isoTextOf(row.created_at) },
    profile: toPublicProfile(row.profile),
    rating: row.rating,
    reviewCount: row.review_count,
    nextSessionPrice: row.next_session_price,
    nextSessionAt: optionalInstantOf(row.next_session_at)?.toISOString() ?? null,
    location: placeName(row.profile.neighbourhood, row.profile.city),
  };
}

function toPublicProfile(p: ProfileJson): ListedProfile {
  return {
    name: p.name,
    bio: p.bio,
    bioLocale: knownLocale(p.bio_locale),
    bioInOtherLocale: p.bio_in_other_locale,
    shortBio: p.short_bio,
    city: p.city,
    neighbourhood: p.neighbourhood,
    country: p.country,
    category: p.category,
    subcategory: p.subcategory,
    sessionFormat: p.session_format,
    pricePerSession: p.price_per_session,
    modalities: p.modalities,
    credentials: p.credentials,
    specialties: p.specialties,
    languages: p.languages,
    experienceYears: p.experience_years,
    photoGallery: p.photo_gallery,
    profilePicUrl: p.profile_pic_url,
    socialLinks: p.social_links,
    availability: p.availability,
  };
}
