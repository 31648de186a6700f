/**
 * The demo's content, kept as JSON files beside this one and checked here against the product's
 * vocabularies. The files are imported rather than read from disk so that the bundled server
 * carries them; importing them on demand keeps them out of a server that never loads the demo.
 */
import { z } from 'zod';
import {
  APPLICATION_CATEGORIES,
  OFFER_FORMATS,
  PROFILE_LANGUAGES,
  PROFILE_MODALITIES,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
  SESSION_MODALITIES,
} from '../../../contract/catalog';
import { PLACE_NAMES } from '../../../contract/places';
import { ROLE, ROLES } from '../../../contract/roles';
import { isMeetingLink } from '../../../contract/session-input';
import { ONLINE_LOCATION } from '../../../contract/sessions';

/** Session scenes in src/web/public/images/sessions. */
export const DEMO_SCENES = [
  'gong',
  'singing-bowls',
  'tagus-sunrise',
  'azulejo',
  'candles',
  'yoga-window',
  'crystals',
  'reiki-hands',
  'alfama-rooftops',
  'atlantic-coast',
  'massage-stones',
  'tropical-garden',
] as const;

/** Which pool of generic review comments fits a guide's practice. */
export const REVIEW_POOL_NAMES = ['sound', 'energy', 'breath', 'meditation', 'yoga', 'massage'] as const;
export type ReviewPoolName = (typeof REVIEW_POOL_NAMES)[number];

const Username = z.string().regex(/^[a-z][a-z0-9_]*$/);
const Euros = z.number().int().positive();
const DaysAgo = z.number().int().nonnegative();
const Scene = z.enum(DEMO_SCENES);
const Review = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(5).max(500),
  /** The guide's public reply, written a few hours after the review as the dashboard lets them. */
  reply: z.string().min(1).max(1000).optional(),
});
export type DemoReview = z.infer<typeof Review>;

/** Lisbon wall-clock slots, "tue 19:00, thu 07:30"; a full-moon session gives only the time, "21:00". */
const WHEN =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun) )?\d{2}:\d{2}(?:, (?:(?:mon|tue|wed|thu|fri|sat|sun) )?\d{2}:\d{2})*$/;
/** Availability beyond the regular sessions: "mon:m,e sat:a" (morning, afternoon, evening). */
const EXTRA_AVAILABILITY =
  /^(?:mon|tue|wed|thu|fri|sat|sun):[mae](?:,[mae])*(?: (?:mon|tue|wed|thu|fri|sat|sun):[mae](?:,[mae])*)*$/;

const SessionTemplate = z
  .strictObject({
    title: z.string().min(1),
    /** Written in English; `descriptionInPortuguese` is the guide's own Portuguese version (decision 062). */
    description: z.string().min(1),
    descriptionInPortuguese: z.string().min(1).optional(),
    modality: z.enum(SESSION_MODALITIES),
    /** An address, or "Online" for a session held through `meetingUrl`. */
    location: z.string().min(1),
    meetingUrl: z.string().refine(isMeetingLink, 'A meeting link starts with https://').optional(),
    when: z.string().regex(WHEN),
    /** How often the slots repeat; `month` is the first such weekday of each month. */
    every: z.enum(['week', 'fortnight', 'month', 'full-moon']).default('week'),
    durationMinutes: z.number().int().positive(),
    capacity: z.number().int().positive(),
    priceEuros: Euros,
    image: Scene,
  })
  .refine((t) => (t.location === ONLINE_LOCATION) === (t.meetingUrl !== undefined), {
    message: `An online session reads "${ONLINE_LOCATION}" as its location and has a meeting link; one in person has neither`,
    path: ['meetingUrl'],
  });
export type DemoSessionTemplate = z.infer<typeof SessionTemplate>;

const Guide = z.strictObject({
  username: Username,
  name: z.string().min(1),
  neighbourhood: z.enum(PLACE_NAMES),
  subcategory: z.string().min(1),
  reviewPool: z.enum(REVIEW_POOL_NAMES),
  format: z.enum(OFFER_FORMATS),
  /** The usual 1:1 price. */
  priceEuros: Euros,
  modalities: z.array(z.enum(PROFILE_MODALITIES)).min(1),
  credentials: z.array(z.string().min(1)).min(1),
  specialties: z.array(z.string().min(1)),
  languages: z.array(z.enum(PROFILE_LANGUAGES)).min(1),
  experienceYears: z.number().int().nonnegative(),
  instagram: z.string().startsWith('@').optional(),
  shortBio: z.string().min(1),
  /** Written in English; `bioInPortuguese` is the guide's own Portuguese version (decision 062). */
  bio: z.string().min(1),
  bioInPortuguese: z.string().min(50).optional(),
  uniqueApproach: z.string().min(1),
  /** What the application chose, which approval copied into the profile. */
  applicationCategory: z.enum(APPLICATION_CATEGORIES),
  sessionLocation: z.enum(SESSION_LOCATIONS),
  /** When the account was created; the application was approved one to three days later. */
  joinedDaysAgo: DaysAgo,
  /** How full the guide's sessions get, from 0 to 1. */
  popularity: z.number().min(0).max(1),
  extraAvailability: z.string().regex(EXTRA_AVAILABILITY).optional(),
  gallery: z.array(Scene),
  sessions: z.array(SessionTemplate).min(1),
  /** Reviews written about this guide; with none, the guide shows "New". */
  reviews: z.array(Review),
});
export type DemoGuide = z.infer<typeof Guide>;

const Seeker = z.strictObject({
  username: Username,
  name: z.string().min(1),
  city: z.string().min(1),
  country: z.string().min(1),
  joinedDaysAgo: DaysAgo,
  bio: z.string().min(1).optional(),
});

const Applicant = z.strictObject({
  username: Username,
  name: z.string().min(1),
  neighbourhood: z.enum(PLACE_NAMES),
  status: z.enum(['pending', 'rejected']),
  daysAgo: DaysAgo,
  category: z.enum(APPLICATION_CATEGORIES),
  subcategory: z.string().min(1),
  experienceYears: z.number().int().nonnegative(),
  languages: z.array(z.string().min(1)).min(1),
  sessionLocation: z.enum(SESSION_LOCATIONS),
  sessionLocationOther: z.string().min(1).optional(),
  sessionFormat: z.enum(SESSION_FORMATS),
  offerGroupSessions: z.boolean(),
  priceEuros: Euros,
  groupPriceEuros: Euros.optional(),
  bio: z.string().min(1),
  uniqueApproach: z.string().min(1),
  certification1: z.string().min(1),
  certification2: z.string().min(1).optional(),
  instagram: z.string().startsWith('@').optional(),
  /** Whether the application names a professional reference. */
  reference: z.boolean().default(false),
  /** Whether the application comes with a portrait (the next one after the guides'). */
  photo: z.boolean(),
});

const Accounts = z.strictObject({
  /** The accounts one can sign in with: one admin, one guide, one seeker. */
  signIn: z
    .array(
      z.strictObject({
        role: z.enum(ROLES),
        username: Username,
        email: z.email(),
        password: z.string().min(8),
      }),
    )
    .refine((accounts) => ROLES.every((role) => accounts.filter((a) => a.role === role).length === 1), {
      message: 'one sign-in account per role',
    }),
  /** Every other demo user's password: published, so not a secret, but not guessable either. */
  crowdPassword: z.string().min(20),
  admin: z.strictObject({
    name: z.string().min(1),
    city: z.string().min(1),
    country: z.string().min(1),
    joinedDaysAgo: DaysAgo,
  }),
});
export type DemoAccount = z.infer<typeof Accounts>['signIn'][number];

/** Sofia's own story: what she booked, what she thought of it, whom she saved. */
const SofiaStory = z.strictObject({
  seeker: Username,
  bookings: z.array(
    z.strictObject({
      guide: Username,
      /** The title of one of the guide's sessions. */
      session: z.string().min(1),
      daysFromNow: z.number().int(),
      outcome: z.enum(['completed', 'confirmed', 'cancelled']),
      review: Review.optional(),
    }),
  ),
  savedGuides: z.array(Username),
});

export const DemoContent = z
  .strictObject({
    accounts: Accounts,
    guides: z.array(Guide).min(1),
    reviewPools: z.record(z.enum(REVIEW_POOL_NAMES), z.array(Review)),
    seekers: z.array(Seeker).min(1),
    applicants: z.array(Applicant),
    bookingNotes: z.array(z.string().min(1)).min(1),
    sofiaStory: SofiaStory,
  })
  .superRefine((content, ctx) => {
    const usernames = [
      ...content.guides.map((g) => g.username),
      ...content.seekers.map((s) => s.username),
      ...content.applicants.map((a) => a.username),
    ];
    const taken = new Set<string>();
    for (const username of usernames) {
      if (taken.has(username))
        ctx.addIssue({ code: 'custom', message: `username ${username} is used twice` });
      taken.add(username);
    }
    const guides = new Map(content.guides.map((g) => [g.username, g]));
    for (const account of content.accounts.signIn) {
      const where = { admin: [], [ROLE.guide]: content.guides, [ROLE.seeker]: content.seekers }[account.role];
      if (account.role !== 'admin' && !where.some((person) => person.username === account.username)) {
        ctx.addIssue({ code: 'custom', message: `sign-in account ${account.username} is not in the demo` });
      }
    }
    const story = content.sofiaStory;
    if (!content.seekers.some((s) => s.username === story.seeker)) {
      ctx.addIssue({ code: 'custom', message: `seeker ${story.seeker} is not in the demo` });
    }
    for (const booking of story.bookings) {
      const guide = guides.get(booking.guide);
      if (!guide?.sessions.some((t) => t.title === booking.session)) {
        ctx.addIssue({ code: 'custom', message: `${booking.guide} has no session "${booking.session}"` });
      }
    }
    for (const username of story.savedGuides) {
      if (!guides.has(username))
        ctx.addIssue({ code: 'custom', message: `guide ${username} is not in the demo` });
    }
    for (const guide of content.guides) {
      const titles = guide.sessions.map((t) => t.title);
      if (new Set(titles).size !== titles.length) {
        ctx.addIssue({ code: 'custom', message: `${guide.username} has two sessions of the same title` });
      }
    }
  });
export type DemoContent = z.infer<typeof DemoContent>;

/** Reads and checks the demo's files; a file that breaks the schema stops the load with what is wrong. */
export async function readDemoContent(): Promise<DemoContent> {
  const [accounts, guides, reviewPools, seekers, applicants, bookingNotes, sofiaStory] = await Promise.all([
    import('./accounts.json', { with: { type: 'json' } }),
    import('./guides.json', { with: { type: 'json' } }),
    import('./review-pools.json', { with: { type: 'json' } }),
    import('./seekers.json', { with: { type: 'json' } }),
    import('./applicants.json', { with: { type: 'json' } }),
    import('./booking-notes.json', { with: { type: 'json' } }),
    import('./sofia-story.json', { with: { type: 'json' } }),
  ]);
  const parsed = DemoContent.safeParse({
    accounts: accounts.default,
    guides: guides.default,
    reviewPools: reviewPools.default,
    seekers: seekers.default,
    applicants: applicants.default,
    bookingNotes: bookingNotes.default,
    sofiaStory: sofiaStory.default,
  });
  if (!parsed.success) throw new Error(`The demo data files are invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
