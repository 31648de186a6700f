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

export function practiceTitle(i18n: I18n, id: PracticeGroup['id']): string {
  return i18n._(PRACTICE_TITLES[id]);
}

export function practiceMethods(i18n: I18n, id: PracticeGroup['id']): string {
  return i18n._(PRACTICE_METHODS[id]);
}

/**
 * A category or practice of the catalogue in the page's language, as the home page and explore's practices
 * name them; any other name reads as written (`practiceName` in option-names names the modalities and
 * sub-practices too).
 */
export function categoryName(i18n: I18n, category: string): string {
  const group = PRACTICE_GROUPS.find((practice) => practice.title === category);
  const id =
    CATEGORY_NAMES[category as ApplicationCategory] ??
    (group ? PRACTICE_TITLES[group.id] : undefined) ??
    (category === 'Crystal Healing' ? /*i18n*/ 'category.crystalHealing' : undefined);
  return id ? i18n._(id) : category;
}
