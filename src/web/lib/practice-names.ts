import { type ApplicationCategory, PRACTICE_GROUPS, type PracticeGroup } from '@contract/catalog';
import type { I18n } from '@lingui/core';

/** The practices of the catalogue as a page names them, in its language. */
const PRACTICE_TITLES: Record<PracticeGroup['id'], string> = {
  'energy-healing': /*i18n*/ 'practice.energyHealing',
  breathwork: /*i18n*/ 'practice.breathwork',
  meditation: /*i18n*/ 'practice.meditation',
  'sound-healing': /*i18n*/ 'practice.soundHealing',
  bodywork: /*i18n*/ 'practice.bodywork',
  yoga: /*i18n*/ 'practice.yoga',
  'coaching-nutrition': /*i18n*/ 'practice.coachingNutrition',
  'other-practices': /*i18n*/ 'practice.other',
};

/** A home tile's sub-practices, one line each ("Reiki · Pranic · Crystal"). */
const PRACTICE_METHODS: Record<PracticeGroup['id'], string> = {
  'energy-healing': /*i18n*/ 'practice.methods.energyHealing',
  breathwork: /*i18n*/ 'practice.methods.breathwork',
  meditation: /*i18n*/ 'practice.methods.meditation',
  'sound-healing': /*i18n*/ 'practice.methods.soundHealing',
  bodywork: /*i18n*/ 'practice.methods.bodywork',
  yoga: /*i18n*/ 'practice.methods.yoga',
  'coaching-nutrition': /*i18n*/ 'practice.methods.coachingNutrition',
  'other-practices': /*i18n*/ 'practice.methods.other',
};

/** The categories a guide is filed under; the value in addresses and the database stays English. */
const CATEGORY_NAMES: Record<ApplicationCategory, string> = {
  Reiki: /*i18n*/ 'category.reiki',
  'Sound Healing': /*i18n*/ 'category.soundHealing',
  Breathwork: /*i18n*/ 'category.breathwork',
  'Energy Healing': /*i18n*/ 'category.energyHealing',
  Meditation: /*i18n*/ 'category.meditation',
  Yoga: /*i18n*/ 'category.yoga',
  Massage: /*i18n*/ 'category.massage',
  Coaching: /*i18n*/ 'category.coaching',
  Nutrition: /*i18n*/ 'category.nutrition',
  Other: /*i18n*/ 'category.other',
};

/**
 * Names that are neither a category nor a practice: the modalities a guide ticks and a session is filed
 * under, and the sub-practices a home tile names, which a guide's subcategory often repeats ("Pranic").
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  'Crystal Healing': /*i18n*/ 'category.crystalHealing',
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

export function practiceTitle(i18n: I18n, id: PracticeGroup['id']): string {
  return i18n._(PRACTICE_TITLES[id]);
}

export function practiceMethods(i18n: I18n, id: PracticeGroup['id']): string {
  return i18n._(PRACTICE_METHODS[id]);
}

/** A category or practice name in the page's language; a name outside the catalogue reads as written. */
export function categoryName(i18n: I18n, category: string): string {
  const group = PRACTICE_GROUPS.find((practice) => practice.title === category);
  const id =
    CATEGORY_NAMES[category as ApplicationCategory] ??
    (group ? PRACTICE_TITLES[group.id] : undefined) ??
    OTHER_NAMES[category];
  return id ? i18n._(id) : category;
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
    .map((name) => categoryName(i18n, name))
    .join(' · ');
}
