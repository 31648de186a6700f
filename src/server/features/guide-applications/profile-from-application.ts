import {
  type OfferFormat,
  PROFILE_LANGUAGES,
  PROFILE_MODALITIES,
  type SESSION_FORMATS,
} from '../../../contract/catalog';
import type { guideApplications, profiles } from '../../db/schema';

type ApplicationRow = typeof guideApplications.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** The profile columns an approved application provides. */
export type ProfileFromApplication = Pick<
  typeof profiles.$inferInsert,
  | 'name'
  | 'neighbourhood'
  | 'city'
  | 'category'
  | 'subcategory'
  | 'bio'
  | 'pricePerSession'
  | 'pricePerGroupSession'
  | 'sessionFormat'
  | 'languages'
  | 'experienceYears'
  | 'credentials'
  | 'profilePicUrl'
  | 'modalities'
  | 'socialLinks'
>;

/** How an application's format reads on a guide's card: "1:1 Sessions", "Group Sessions" or "1:1 & Group". */
export function offerFormatOf(
  sessionFormat: (typeof SESSION_FORMATS)[number] | string,
  offerGroupSessions: boolean,
): OfferFormat {
  if (!sessionFormat.startsWith('1:1')) return 'Group Sessions';
  return offerGroupSessions ? '1:1 & Group' : '1:1 Sessions';
}

const profileLanguages = new Set<string>(PROFILE_LANGUAGES);
const profileModalities = new Set<string>(PROFILE_MODALITIES);

/** The public profile an approved application becomes. */
export function profileFromApplication(application: ApplicationRow): ProfileFromApplication {
  const socialLinks: { instagram?: string; website?: string } = {};
  if (application.instagram) socialLinks.instagram = application.instagram;
  if (application.website) socialLinks.website = application.website;
  return {
    name: application.fullName,
    neighbourhood: application.neighbourhood,
    city: application.city,
    category: application.category,
    subcategory: application.subcategory,
    bio: application.bio,
    pricePerSession: application.pricePerSession,
    // A group price of 0 says nothing a card could show.
    pricePerGroupSession:
      application.offerGroupSessions && (application.pricePerGroupSession ?? 0) > 0
        ? application.pricePerGroupSession
        : null,
    sessionFormat: offerFormatOf(application.sessionFormat, application.offerGroupSessions),
    // The application offers "Other", which a profile cannot hold.
    languages: application.languages.filter((language) => profileLanguages.has(language)),
    experienceYears: application.yearsExperience,
    credentials: [application.certification1Name, application.certification2Name].filter(
      (name): name is string => Boolean(name?.trim()),
    ),
    profilePicUrl: application.profilePhotoUrl,
    // Explore's modality search reads profiles: a Reiki application makes a Reiki guide.
    modalities: profileModalities.has(application.category) ? [application.category] : [],
    socialLinks,
  };
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Of `values`, those the existing profile lacks: what the guide already wrote is never overwritten. */
export function emptyFieldsFilledFrom(
  existing: ProfileRow,
  values: ProfileFromApplication,
): Partial<ProfileFromApplication> {
  const fill: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isEmpty(existing[key as keyof ProfileRow]) && !isEmpty(value)) fill[key] = value;
  }
  // A place and its town go together: the city a profile starts with is only a default.
  if (fill.neighbourhood !== undefined) fill.city = values.city;
  return fill as Partial<ProfileFromApplication>;
}
