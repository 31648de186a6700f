import type {
  APPLICATION_LANGUAGES,
  EXPERIENCE_LEVELS,
  OfferFormat,
  PROFILE_LANGUAGES,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
} from '@contract/catalog';
import type { PlaceAreaId } from '@contract/places';
import type { I18n } from '@lingui/core';
import { type CatalogLoaders, loadMessages } from '@/lib/i18n';
import { categoryName } from '@/lib/practice-names';

// These names have a catalogue of their own: forms, cards and filters draw them, the home page does not, so
// they arrive with the first screen that imports this module.
await loadMessages(import.meta.glob('./locales/*.po') as CatalogLoaders);

/**
 * The contract's fixed lists as a page names them, in its language. The value a form keeps, sends and the
 * database stores stays the contract's English word; only what a reader sees is translated.
 */

type Language = (typeof APPLICATION_LANGUAGES)[number] | (typeof PROFILE_LANGUAGES)[number];

const LANGUAGE_NAMES: Record<Language, string> = {
  English: /*i18n*/ 'language.english',
  Portuguese: /*i18n*/ 'language.portuguese',
  Spanish: /*i18n*/ 'language.spanish',
  French: /*i18n*/ 'language.french',
  German: /*i18n*/ 'language.german',
  Italian: /*i18n*/ 'language.italian',
  Dutch: /*i18n*/ 'language.dutch',
  Russian: /*i18n*/ 'language.russian',
  Mandarin: /*i18n*/ 'language.mandarin',
  Hindi: /*i18n*/ 'language.hindi',
  Arabic: /*i18n*/ 'language.arabic',
  Japanese: /*i18n*/ 'language.japanese',
  Other: /*i18n*/ 'language.other',
};

const SESSION_LOCATION_NAMES: Record<(typeof SESSION_LOCATIONS)[number], string> = {
  'Your studio/office': /*i18n*/ 'sessionLocation.studio',
  "Client's location": /*i18n*/ 'sessionLocation.client',
  'Public space': /*i18n*/ 'sessionLocation.publicSpace',
  Online: /*i18n*/ 'sessionLocation.online',
  Other: /*i18n*/ 'sessionLocation.other',
};

const PLACE_AREA_NAMES: Record<PlaceAreaId, string> = {
  'lisbon-centre': /*i18n*/ 'placeArea.lisbonCentre',
  'lisbon-west': /*i18n*/ 'placeArea.lisbonWest',
  'lisbon-north-east': /*i18n*/ 'placeArea.lisbonNorthEast',
  'cascais-sintra': /*i18n*/ 'placeArea.cascaisSintra',
  'south-of-the-tagus': /*i18n*/ 'placeArea.southOfTheTagus',
  online: /*i18n*/ 'placeArea.online',
};

const SESSION_FORMAT_NAMES: Record<(typeof SESSION_FORMATS)[number], string> = {
  '1:1 In-Person': /*i18n*/ 'sessionFormat.oneToOneInPerson',
  '1:1 Online': /*i18n*/ 'sessionFormat.oneToOneOnline',
  'Group In-Person': /*i18n*/ 'sessionFormat.groupInPerson',
  'Group Online': /*i18n*/ 'sessionFormat.groupOnline',
  Workshop: /*i18n*/ 'sessionFormat.workshop',
  Retreat: /*i18n*/ 'sessionFormat.retreat',
};

const OFFER_FORMAT_NAMES: Record<OfferFormat, string> = {
  '1:1 Sessions': /*i18n*/ 'offerFormat.oneToOne',
  'Group Sessions': /*i18n*/ 'offerFormat.group',
  '1:1 & Group': /*i18n*/ 'offerFormat.both',
};

const EXPERIENCE_LEVEL_NAMES: Record<(typeof EXPERIENCE_LEVELS)[number]['label'], string> = {
  'Less than 1 year': /*i18n*/ 'experienceLevel.underOne',
  '1-2 years': /*i18n*/ 'experienceLevel.oneToTwo',
  '3-5 years': /*i18n*/ 'experienceLevel.threeToFive',
  '5-10 years': /*i18n*/ 'experienceLevel.fiveToTen',
  '10+ years': /*i18n*/ 'experienceLevel.overTen',
};

/** A name of `names` in the page's language; a value outside the list (older data) reads as stored. */
function nameIn(names: Readonly<Record<string, string>>, i18n: I18n, value: string): string {
  const id = Object.hasOwn(names, value) ? names[value] : undefined;
  return id ? i18n._(id) : value;
}

/** A language a guide speaks: "Portuguese" reads "Português" on a Portuguese page. */
export function languageName(i18n: I18n, language: string): string {
  return nameIn(LANGUAGE_NAMES, i18n, language);
}

/** Where a guide holds sessions, as the application asks it ("Public space"). */
export function sessionLocationName(i18n: I18n, location: string): string {
  return nameIn(SESSION_LOCATION_NAMES, i18n, location);
}

/** An area of the places a guide works in, as explore filters by it ("Lisbon — west"). */
export function placeAreaName(i18n: I18n, area: PlaceAreaId): string {
  return i18n._(PLACE_AREA_NAMES[area]);
}

/** The session format an application names ("1:1 In-Person"). */
export function sessionFormatName(i18n: I18n, format: string): string {
  return nameIn(SESSION_FORMAT_NAMES, i18n, format);
}

/** How a guide's offer reads on their card and in the profile editor ("Group Sessions"). */
export function offerFormatName(i18n: I18n, format: string): string {
  return nameIn(OFFER_FORMAT_NAMES, i18n, format);
}

/** The years of practice an application asks for ("3-5 years"). */
export function experienceLevelName(i18n: I18n, level: string): string {
  return nameIn(EXPERIENCE_LEVEL_NAMES, i18n, level);
}

/** A fixed list as a select's options: each value the contract's, each label in the page's language. */
export function namedOptions<T extends string>(
  values: readonly T[],
  nameOf: (value: T) => string,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: nameOf(value) }));
}

/**
 * Names that are neither a category nor a practice: the modalities a guide ticks and a session is filed
 * under, and the sub-practices a home tile names, which a guide's subcategory often repeats ("Pranic").
 */
const OTHER_PRACTICE_NAMES: Readonly<Record<string, string>> = {
  'Shamanic Healing': /*i18n*/ 'practiceName.shamanicHealing',
  'Movement Therapy': /*i18n*/ 'practiceName.movementTherapy',
  'Massage Therapy': /*i18n*/ 'practiceName.massageTherapy',
  'Cacao Ceremony': /*i18n*/ 'practiceName.cacaoCeremony',
  'Ecstatic Dance': /*i18n*/ 'practiceName.ecstaticDance',
  Acupuncture: /*i18n*/ 'practiceName.acupuncture',
  Hypnotherapy: /*i18n*/ 'practiceName.hypnotherapy',
  'Thai Massage': /*i18n*/ 'practiceName.thaiMassage',
  Shiatsu: /*i18n*/ 'practiceName.shiatsu',
  Reflexology: /*i18n*/ 'practiceName.reflexology',
  Pranic: /*i18n*/ 'practiceName.pranic',
  Crystal: /*i18n*/ 'practiceName.crystal',
  Holotropic: /*i18n*/ 'practiceName.holotropic',
  'Wim Hof': /*i18n*/ 'practiceName.wimHof',
  Pranayama: /*i18n*/ 'practiceName.pranayama',
  Guided: /*i18n*/ 'practiceName.guided',
  Mindfulness: /*i18n*/ 'practiceName.mindfulness',
  Transcendental: /*i18n*/ 'practiceName.transcendental',
  'Singing Bowls': /*i18n*/ 'practiceName.singingBowls',
  Gong: /*i18n*/ 'practiceName.gong',
  Voice: /*i18n*/ 'practiceName.voice',
  Hatha: /*i18n*/ 'practiceName.hatha',
  Vinyasa: /*i18n*/ 'practiceName.vinyasa',
  Yin: /*i18n*/ 'practiceName.yin',
  'Life Coaching': /*i18n*/ 'practiceName.lifeCoaching',
  Mindset: /*i18n*/ 'practiceName.mindset',
  Shamanic: /*i18n*/ 'practiceName.shamanic',
  Cacao: /*i18n*/ 'practiceName.cacao',
};

/** A category, practice, modality or sub-practice in the page's language; a name outside the lists reads as written. */
export function practiceName(i18n: I18n, name: string): string {
  const id = OTHER_PRACTICE_NAMES[name];
  return id ? i18n._(id) : categoryName(i18n, name);
}

/**
 * A guide's category and subcategory as a card or a profile heads them ("Energy Healing · Pranic"), in the
 * page's language; a subcategory the guide wrote in their own words reads as written.
 */
export function practiceKind(
  i18n: I18n,
  category: string | null | undefined,
  subcategory?: string | null,
): string {
  return [category, subcategory?.trim()]
    .filter((name): name is string => Boolean(name))
    .map((name) => practiceName(i18n, name))
    .join(' · ');
}
