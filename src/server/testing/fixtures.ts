import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BookingStatus, SessionStatus } from '../../contract/catalog';
import { lisbonInstant } from '../../contract/lisbon-time';
import { placeOf } from '../../contract/places';
import { ROLE } from '../../contract/roles';
import { bookings, profiles, reviews, sessions, users } from '../db/schema';
import type { CreatedUser, TestWorld } from './test-app';
import { hours } from './test-clock';

/** Small, named pieces of a marketplace for tests: a guide with a profile, their sessions, bookings, reviews. */

export interface GuideSpec {
  name?: string;
  category?: string | null;
  subcategory?: string | null;
  neighbourhood?: string | null;
  sessionFormat?: string | null;
  /** Cents. */
  pricePerSession?: number | null;
  modalities?: string[];
  languages?: string[];
  shortBio?: string | null;
  bio?: string | null;
  /** The bio's language and the guide's own bio in the other one (decision 062). */
  bioLocale?: 'en' | 'pt-PT' | null;
  bioInOtherLocale?: string | null;
  profilePicUrl?: string | null;
  isApproved?: boolean;
  isActive?: boolean;
}

export type Guide = CreatedUser & { name: string };

/** Letters only, so it is one search word: tests find their own guides with `q=<tag>`. */
export function uniqueTag(): string {
  return [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
}

/** A place and its town, as the profile editor stores them; a name not in the list keeps the default city. */
function placeColumns(neighbourhood: string | null): { neighbourhood: string | null; city?: string } {
  const place = placeOf(neighbourhood);
  return place ? { neighbourhood: place.name, city: place.city } : { neighbourhood };
}

/** An approved, active guide with a complete public profile (override any of it). */
export async function createGuide(world: TestWorld, spec: GuideSpec = {}): Promise<Guide> {
  const name = spec.name ?? `Guide ${uniqueTag()}`;
  const user = await world.createUser({
    role: ROLE.guide,
    name,
    isApproved: spec.isApproved ?? true,
    isActive: spec.isActive ?? true,
  });
  await world.db
    .update(profiles)
    .set({
      category: spec.category === undefined ? 'Sound Healing' : spec.category,
      subcategory: spec.subcategory === undefined ? 'Gong' : spec.subcategory,
      ...placeColumns(spec.neighbourhood === undefined ? 'Graça' : spec.neighbourhood),
      sessionFormat: spec.sessionFormat === undefined ? '1:1 & Group' : spec.sessionFormat,
      pricePerSession: spec.pricePerSession === undefined ? 5000 : spec.pricePerSession,
      modalities: spec.modalities ?? [],
      languages: spec.languages ?? [],
      shortBio: spec.shortBio ?? null,
      bio: spec.bio ?? null,
      bioLocale: spec.bioLocale ?? null,
      bioInOtherLocale: spec.bioInOtherLocale ?? null,
      profilePicUrl: spec.profilePicUrl ?? null,
    })
    .where(eq(profiles.userId, user.id));
  await world.db.update(users).set({ profileComplete: true }).where(eq(users.id, user.id));
  return { ...user, name };
}

export interface SessionSpec {
  /** Lisbon wall-clock date and time; or `startsIn` from the world's clock. */
  date?: string;
  time?: string;
  startsIn?: number;
  minutes?: number;
  /** Cents. */
  price?: number;
  capacity?: number;
  remainingSpots?: number;
  modality?: string;
  status?: SessionStatus;
  requestedBy?: number;
  title?: string;
  /** An online session, held through this meeting link. */
  meetingUrl?: string;
}

export type CreatedSession = typeof sessions.$inferSelect;

/** A session of `guide`, by default tomorrow-ish, 60 minutes, 8 spots, €30. */
export async function createSession(
  world: TestWorld,
  guide: { id: number },
  spec: SessionSpec = {},
): Promise<CreatedSession> {
  const startsAt =
    spec.date !== undefined
      ? lisbonInstant(spec.date, spec.time ?? '18:00')!
      : new Date(world.clock.now().getTime() + (spec.startsIn ?? hours(30)));
  const capacity = spec.capacity ?? 8;
  const [row] = await world.db
    .insert(sessions)
    .values({
      guideId: guide.id,
      title: spec.title ?? 'Sound bath',
      description: 'Gongs and bowls, then silence.',
      location: spec.meetingUrl ? 'Online' : 'Rua da Graça 1, Lisbon',
      online: spec.meetingUrl !== undefined,
      meetingUrl: spec.meetingUrl ?? null,
      modality: spec.modality ?? 'Sound Healing',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (spec.minutes ?? 60) * 60_000),
      price: spec.price ?? 3000,
      capacity,
      remainingSpots: spec.remainingSpots ?? capacity,
      status: spec.status ?? 'scheduled',
      requestedBy: spec.requestedBy ?? null,
    })
    .returning();
  return row!;
}

export async function createBooking(
  world: TestWorld,
  session: { id: number; price: number },
  seeker: { id: number },
  status: BookingStatus = 'confirmed',
): Promise<typeof bookings.$inferSelect> {
  const [row] = await world.db
    .insert(bookings)
    .values({
      sessionId: session.id,
      seekerId: seeker.id,
      status,
      paymentAmount: session.price,
      paidAt: world.clock.now(),
      confirmedAt: status === 'confirmed' || status === 'completed' ? world.clock.now() : null,
    })
    .returning();
  return row!;
}

export async function createReview(
  world: TestWorld,
  booking: { id: number; sessionId: number; seekerId: number },
  guideId: number,
  rating: number,
  comment = 'A calm and caring session.',
): Promise<typeof reviews.$inferSelect> {
  const [row] = await world.db
    .insert(reviews)
    .values({
      sessionId: booking.sessionId,
      bookingId: booking.id,
      seekerId: booking.seekerId,
      guideId,
      rating,
      comment,
    })
    .returning();
  return row!;
}

/** A guide reviewed `ratings.length` times, each by a new seeker after a past session. */
export async function reviewGuide(world: TestWorld, guide: { id: number }, ratings: number[]): Promise<void> {
  const session = await createSession(world, guide, { startsIn: -hours(72), status: 'completed' });
  for (const rating of ratings) {
    const seeker = await world.createUser();
    const booking = await createBooking(world, session, seeker, 'completed');
    await createReview(world, booking, guide.id, rating);
  }
}

/** A complete, valid POST /api/guide-application body (prices in cents); override any answer. */
export function applicationInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Rita Sousa',
    email: 'rita@example.com',
    neighbourhood: 'Graça',
    yearsExperience: 4,
    experienceLevel: '3-5 years',
    instagram: '@rita.reiki',
    website: 'https://rita-reiki.example.com',
    category: 'Reiki',
    subcategory: 'Usui Reiki',
    bio: 'I hold calm, grounded Reiki sessions in a quiet studio in Graça.',
    uniqueApproach: 'Each session starts with a short talk and ends with tea and silence.',
    profilePhotoUrl: 'https://photos.example.com/rita.jpg',
    certification1Name: 'Usui Reiki Level II',
    certification1Url: 'https://certs.example.com/rita-2',
    certification2Name: 'Reiki Master',
    certification2Url: 'https://certs.example.com/rita-master',
    professionalReferenceEmail: 'mentor@example.com',
    languages: ['English', 'Portuguese', 'Other'],
    sessionLocation: 'Your studio/office',
    sessionLocationOther: '',
    sessionFormat: '1:1 In-Person',
    offerGroupSessions: true,
    pricePerSession: 6500,
    pricePerGroupSession: 2500,
    ...overrides,
  };
}
