import type { GuideCard, GuideDetail, GuideSearchResult, PublicProfile } from '../../../contract/guides';
import type { Locale } from '../../../contract/locales';
import { versionFor } from '../../../contract/own-words';
import type { TaggedAnswer } from './answer-cache';

/**
 * The listing keeps one answer for every language: a guide's bio as they wrote it first, its language and
 * their own version in the other one. Each request is then answered in its reader's language (decision 062).
 */
export type ListedGuideCard = GuideCard & { bioInOtherLocale: string | null };
export type ListedSearchResult = Omit<GuideSearchResult, 'items'> & { items: ListedGuideCard[] };
export type ListedProfile = PublicProfile & { bioInOtherLocale: string | null };
export type ListedGuideDetail = Omit<GuideDetail, 'profile'> & { profile: ListedProfile };

/** A card's bio in the reader's language when the guide wrote one, else as it is. */
export function cardFor(reader: Locale, card: ListedGuideCard): GuideCard {
  const { bioInOtherLocale, ...shown } = card;
  if (shown.bio === null) return shown;
  const bio = versionFor(reader, {
    text: shown.bio,
    locale: shown.bioLocale,
    inOtherLocale: bioInOtherLocale,
  });
  return { ...shown, bio: bio.text, bioLocale: bio.locale };
}

export function searchResultFor(reader: Locale, result: ListedSearchResult): GuideSearchResult {
  return { ...result, items: result.items.map((card) => cardFor(reader, card)) };
}

/**
 * A guide's page with the bio in the reader's language. The short bio is taken as written in the bio's first
 * language: a reader shown the guide's own bio in the other language is not shown it.
 */
export function guideDetailFor(reader: Locale, detail: ListedGuideDetail): GuideDetail {
  const { bioInOtherLocale, ...profile } = detail.profile;
  if (profile.bio === null) return { ...detail, profile };
  const bio = versionFor(reader, {
    text: profile.bio,
    locale: profile.bioLocale,
    inOtherLocale: bioInOtherLocale,
  });
  if (bio.text === profile.bio) return { ...detail, profile };
  return { ...detail, profile: { ...profile, bio: bio.text, bioLocale: bio.locale, shortBio: null } };
}

/**
 * A kept answer in the reader's language, tagged apart from the same answer in the other one: a cache
 * that ignored `Vary` could otherwise revalidate one language's copy with the other's tag.
 */
export function taggedFor<Kept, Shown>(
  reader: Locale,
  answer: TaggedAnswer<Kept>,
  show: (reader: Locale, kept: Kept) => Shown,
): TaggedAnswer<Shown> {
  return { value: show(reader, answer.value), etag: `${answer.etag.slice(0, -1)}-${reader}"` };
}
