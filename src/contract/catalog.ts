/** The product's fixed vocabularies, shared by forms, filters, the server and the demo data. */

/**
 * The one catalogue of practices. A guide is filed under one of `APPLICATION_CATEGORIES` (the
 * application offers them, approval copies the choice into the profile, the guide and an admin may
 * change it later); explore and the home page group those categories into these practices, so
 * every category a guide can choose is found from explore's Category select, a home method tile and
 * `?category=` / `?method=` links. `methods` are the sub-practices a home tile names: a guide of
 * another category whose modalities or subcategory name one of them is found there too.
 */
export const PRACTICE_GROUPS = [
  {
    id: 'energy-healing',
    title: 'Energy Healing',
    categories: ['Energy Healing', 'Reiki'],
    methods: ['Reiki', 'Pranic', 'Crystal'],
  },
  {
    id: 'breathwork',
    title: 'Breathwork',
    categories: ['Breathwork'],
    methods: ['Holotropic', 'Wim Hof', 'Pranayama'],
  },
  {
    id: 'meditation',
    title: 'Meditation',
    categories: ['Meditation'],
    methods: ['Guided', 'Mindfulness', 'Transcendental'],
  },
  {
    id: 'sound-healing',
    title: 'Sound Healing',
    categories: ['Sound Healing'],
    methods: ['Singing Bowls', 'Gong', 'Voice'],
  },
  {
    id: 'bodywork',
    title: 'Bodywork',
    categories: ['Massage'],
    methods: ['Thai Massage', 'Shiatsu', 'Reflexology'],
  },
  { id: 'yoga', title: 'Yoga', categories: ['Yoga'], methods: ['Hatha', 'Vinyasa', 'Yin'] },
  {
    id: 'coaching-nutrition',
    title: 'Coaching & Nutrition',
    categories: ['Coaching', 'Nutrition'],
    methods: ['Life Coaching', 'Nutrition', 'Mindset'],
  },
  {
    id: 'other-practices',
    title: 'Other Practices',
    categories: ['Other'],
    methods: ['Shamanic', 'Cacao', 'Ecstatic Dance'],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  categories: readonly ApplicationCategory[];
  methods: readonly string[];
}[];
export type PracticeGroup = (typeof PRACTICE_GROUPS)[number];

/** Explore's Category select: every practice of the catalogue, the spec's five first. */
export const EXPLORE_CATEGORIES = PRACTICE_GROUPS.map((group) => group.title);

/** Method tiles of the home page: one per practice of the catalogue. */
export const METHOD_TILES = PRACTICE_GROUPS;

/** The practice explore files a guide's category under; none for a category outside the catalogue. */
export function practiceGroupOf(category: string | null | undefined): PracticeGroup | undefined {
  return PRACTICE_GROUPS.find((group) => (group.categories as readonly string[]).includes(category ?? ''));
}

/** Search modality values of the home page search. */
export const SEARCH_MODALITIES = [
  { value: 'reiki', label: 'Reiki' },
  { value: 'breathwork', label: 'Breathwork' },
  { value: 'sound-healing', label: 'Sound Healing' },
  { value: 'meditation', label: 'Meditation' },
  { value: 'yoga', label: 'Yoga' },
  { value: 'crystal-healing', label: 'Crystal Healing' },
] as const;
export type SearchModality = (typeof SEARCH_MODALITIES)[number]['value'];

export const APPLICATION_CATEGORIES = [
  'Reiki',
  'Sound Healing',
  'Breathwork',
  'Energy Healing',
  'Meditation',
  'Yoga',
  'Massage',
  'Coaching',
  'Nutrition',
  'Other',
] as const;
export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number];

export const SESSION_FORMATS = [
  '1:1 In-Person',
  '1:1 Online',
  'Group In-Person',
  'Group Online',
  'Workshop',
  'Retreat',
] as const;

/** How a guide's offer reads on a card. */
export const OFFER_FORMATS = ['1:1 Sessions', 'Group Sessions', '1:1 & Group'] as const;
export type OfferFormat = (typeof OFFER_FORMATS)[number];

export const EXPERIENCE_LEVELS = [
  { label: 'Less than 1 year', years: 0 },
  { label: '1-2 years', years: 2 },
  { label: '3-5 years', years: 4 },
  { label: '5-10 years', years: 7 },
  { label: '10+ years', years: 10 },
] as const;

export const APPLICATION_LANGUAGES = [
  'English',
  'Portuguese',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Other',
] as const;

export const SESSION_LOCATIONS = [
  'Your studio/office',
  "Client's location",
  'Public space',
  'Online',
  'Other',
] as const;

export const SESSION_MODALITIES = [
  'Breathwork',
  'Reiki',
  'Sound Healing',
  'Meditation',
  'Yoga',
  'Energy Healing',
  'Shamanic Healing',
  'Movement Therapy',
  'Massage Therapy',
  'Other',
] as const;

export const PROFILE_MODALITIES = [
  'Reiki',
  'Breathwork',
  'Sound Healing',
  'Meditation',
  'Yoga',
  'Energy Healing',
  'Crystal Healing',
  'Shamanic Healing',
  'Cacao Ceremony',
  'Ecstatic Dance',
  'Acupuncture',
  'Hypnotherapy',
  'Thai Massage',
  'Shiatsu',
  'Reflexology',
  'Massage',
  'Coaching',
  'Nutrition',
] as const;

export const PROFILE_LANGUAGES = [
  'English',
  'Portuguese',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Dutch',
  'Russian',
  'Mandarin',
  'Hindi',
  'Arabic',
  'Japanese',
] as const;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const AVAILABILITY_SLOTS = [
  { id: 'morning', label: 'Morning (8am-12pm)', from: '08:00', to: '12:00' },
  { id: 'afternoon', label: 'Afternoon (12pm-5pm)', from: '12:00', to: '17:00' },
  { id: 'evening', label: 'Evening (5pm-10pm)', from: '17:00', to: '22:00' },
] as const;
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number]['id'];

export const SESSION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * `payment_review`: paid, but not the amount or the currency due; the spot stays taken until an admin
 * accepts the payment (confirmed) or refunds it (cancelled).
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'payment_review'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const REVIEW_COMMENT_MIN = 5;
export const REVIEW_COMMENT_MAX = 500;
export const GALLERY_MAX_PHOTOS = 6;
export const BOOKING_WINDOW_MONTHS = 3;
export const BOOKING_TIME_SLOTS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
] as const;
