import type { MonthlyRule } from './next-occurrence';
// The articles' words load with them (decision 061).
import './i18n';

export const ARTICLE_CATEGORIES = ['Energy Healing', 'Breathwork', 'Meditation', 'Sound Healing'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** An article's words are message ids of this folder's catalogue, drawn in the page's language. */
export interface Article {
  id: string;
  category: ArticleCategory;
  title: string;
  summary: string;
  minutes: number;
  body: readonly string[];
}

/** Luz's own short reads, written for people about to try a practice for the first time. */
export const FEATURED_ARTICLE: Article = {
  id: 'first-session',
  category: 'Breathwork',
  title: /*i18n*/ 'resources.firstSession.title',
  summary: /*i18n*/ 'resources.firstSession.summary',
  minutes: 6,
  body: [
    /*i18n*/ 'resources.firstSession.body1',
    /*i18n*/ 'resources.firstSession.body2',
    /*i18n*/ 'resources.firstSession.body3',
    /*i18n*/ 'resources.firstSession.body4',
  ],
};

export const ARTICLES: readonly Article[] = [
  {
    id: 'what-is-reiki',
    category: 'Energy Healing',
    title: /*i18n*/ 'resources.whatIsReiki.title',
    summary: /*i18n*/ 'resources.whatIsReiki.summary',
    minutes: 4,
    body: [/*i18n*/ 'resources.whatIsReiki.body1', /*i18n*/ 'resources.whatIsReiki.body2'],
  },
  {
    id: 'crystals-without-the-hype',
    category: 'Energy Healing',
    title: /*i18n*/ 'resources.crystalsWithoutTheHype.title',
    summary: /*i18n*/ 'resources.crystalsWithoutTheHype.summary',
    minutes: 3,
    body: [
      /*i18n*/ 'resources.crystalsWithoutTheHype.body1',
      /*i18n*/ 'resources.crystalsWithoutTheHype.body2',
    ],
  },
  {
    id: 'breathwork-styles',
    category: 'Breathwork',
    title: /*i18n*/ 'resources.breathworkStyles.title',
    summary: /*i18n*/ 'resources.breathworkStyles.summary',
    minutes: 5,
    body: [/*i18n*/ 'resources.breathworkStyles.body1', /*i18n*/ 'resources.breathworkStyles.body2'],
  },
  {
    id: 'breathing-by-the-river',
    category: 'Breathwork',
    title: /*i18n*/ 'resources.breathingByTheRiver.title',
    summary: /*i18n*/ 'resources.breathingByTheRiver.summary',
    minutes: 2,
    body: [/*i18n*/ 'resources.breathingByTheRiver.body1', /*i18n*/ 'resources.breathingByTheRiver.body2'],
  },
  {
    id: 'meditation-for-busy-minds',
    category: 'Meditation',
    title: /*i18n*/ 'resources.meditationForBusyMinds.title',
    summary: /*i18n*/ 'resources.meditationForBusyMinds.summary',
    minutes: 4,
    body: [
      /*i18n*/ 'resources.meditationForBusyMinds.body1',
      /*i18n*/ 'resources.meditationForBusyMinds.body2',
    ],
  },
  {
    id: 'mindfulness-walk-alfama',
    category: 'Meditation',
    title: /*i18n*/ 'resources.mindfulnessWalkAlfama.title',
    summary: /*i18n*/ 'resources.mindfulnessWalkAlfama.summary',
    minutes: 3,
    body: [
      /*i18n*/ 'resources.mindfulnessWalkAlfama.body1',
      /*i18n*/ 'resources.mindfulnessWalkAlfama.body2',
    ],
  },
  {
    id: 'what-happens-in-a-sound-bath',
    category: 'Sound Healing',
    title: /*i18n*/ 'resources.whatHappensInASoundBath.title',
    summary: /*i18n*/ 'resources.whatHappensInASoundBath.summary',
    minutes: 4,
    body: [
      /*i18n*/ 'resources.whatHappensInASoundBath.body1',
      /*i18n*/ 'resources.whatHappensInASoundBath.body2',
    ],
  },
  {
    id: 'gong-or-bowls',
    category: 'Sound Healing',
    title: /*i18n*/ 'resources.gongOrBowls.title',
    summary: /*i18n*/ 'resources.gongOrBowls.summary',
    minutes: 3,
    body: [/*i18n*/ 'resources.gongOrBowls.body1', /*i18n*/ 'resources.gongOrBowls.body2'],
  },
];

export interface CommunityEvent {
  id: string;
  title: string;
  rule: MonthlyRule;
  /** Lisbon time. */
  time: string;
  place: string;
  /** Cents; null for a free gathering. */
  price: number | null;
  description: string;
}

/** Recurring community gatherings; each is shown with its next date. */
export const EVENTS: readonly CommunityEvent[] = [
  {
    id: 'full-circle-breath',
    title: /*i18n*/ 'resources.fullCircleBreath.title',
    rule: { nth: 1, weekday: 6 },
    time: '07:30–08:30',
    // biome-ignore lint/plugin: a park's own name, the same in both languages
    place: 'Jardim da Estrela',
    price: null,
    description: /*i18n*/ 'resources.fullCircleBreath.description',
  },
  {
    id: 'sound-bath-graca',
    title: /*i18n*/ 'resources.soundBathGraca.title',
    rule: { nth: 2, weekday: 0 },
    time: '18:00–19:30',
    place: 'Graça',
    price: 1500,
    description: /*i18n*/ 'resources.soundBathGraca.description',
  },
  {
    id: 'meet-the-guides',
    title: /*i18n*/ 'resources.meetTheGuides.title',
    rule: { nth: -1, weekday: 4 },
    time: '19:00–21:00',
    place: 'Príncipe Real',
    price: null,
    description: /*i18n*/ 'resources.meetTheGuides.description',
  },
];
