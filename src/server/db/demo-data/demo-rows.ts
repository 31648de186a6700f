/**
 * Turns the demo's content into rows, relative to `now`: a calendar of past and upcoming sessions
 * on the guides' weekly slots, the crowd's bookings, reviews and saved guides. Deterministic for a
 * given `now` (a seeded PRNG, a fixed order of draws and explicit ids).
 */
import { addDays, addHours, addMinutes } from 'date-fns';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { EXPERIENCE_LEVELS, type OfferFormat, type SESSION_FORMATS } from '../../../contract/catalog';
import { lisbonWallTime } from '../../../contract/lisbon-time';
import { placeOf } from '../../../contract/places';
import { ROLE } from '../../../contract/roles';
import type { bookings, favorites, guideApplications, profiles, reviews, sessions, users } from '../schema';
import { DAY, fullMoonDates, guideAvailability, lisbonDayAsUtc, parseWhen } from './demo-calendar';
import { type DemoContent, type DemoReview, REVIEW_POOL_NAMES } from './demo-content';
import { SeededRandom } from './seeded-random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The calendar runs from this many days before today... */
const PAST_DAYS = 70;
/** ...to this many days after it. */
const FUTURE_DAYS = 56;
const COMMISSION_RATE = 0.15;
const SEED = 0x4c757a;

type UserRow = PgInsertValue<typeof users>;
type ProfileRow = PgInsertValue<typeof profiles>;
type ApplicationRow = PgInsertValue<typeof guideApplications>;
type SessionRow = PgInsertValue<typeof sessions>;
type BookingRow = PgInsertValue<typeof bookings>;
type ReviewRow = PgInsertValue<typeof reviews>;
type FavoriteRow = PgInsertValue<typeof favorites>;
type ApplicationFormat = (typeof SESSION_FORMATS)[number];

export interface DemoRows {
  users: UserRow[];
  profiles: ProfileRow[];
  applications: ApplicationRow[];
  sessions: SessionRow[];
  bookings: BookingRow[];
  reviews: ReviewRow[];
  favorites: FavoriteRow[];
}

/** The largest id already in each table: the demo's ids follow them. */
export interface IdBases {
  users: number;
  profiles: number;
  applications: number;
  sessions: number;
  bookings: number;
  reviews: number;
  favorites: number;
}

export interface DemoPasswordHashes {
  /** By username, for the accounts one can sign in with. */
  signIn: ReadonlyMap<string, string>;
  /** Everyone else's. */
  crowd: string;
}

interface PlannedSession {
  guide: number;
  template: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  price: number;
  createdAt: Date;
  cancelledAt: Date | null;
  oneToOne: boolean;
  /** Seeker indexes holding a live (or, once past, completed) booking. */
  attendees: number[];
  /** Seeker indexes who booked and then cancelled. */
  cancellers: number[];
  id: number;
}

interface PlannedBooking {
  session: PlannedSession;
  seeker: number;
  status: 'confirmed' | 'completed' | 'cancelled';
  createdAt: Date;
  cancelledAt: Date | null;
  notes: string | null;
  id: number;
}

type SofiaBooking = DemoContent['sofiaStory']['bookings'][number];

const sceneUrl = (scene: string) => `/images/sessions/${scene}.svg`;
/** Portraits follow the order of the guides, then of the applicants with a photo. */
const portraitUrl = (n: number) => `/images/guides/guide-${String(n).padStart(2, '0')}.svg`;
const CERTIFICATE_URL = '/images/certificates/sample-certificate.svg';

function experienceLevel(years: number): string {
  const levels = [...EXPERIENCE_LEVELS].reverse();
  return (levels.find((level) => years >= level.years) ?? EXPERIENCE_LEVELS[0]).label;
}

function applicationFormat(format: OfferFormat): ApplicationFormat {
  return format === 'Group Sessions' ? 'Group In-Person' : '1:1 In-Person';
}

const APPLICATION_LANGUAGE_SET = new Set(['English', 'Portuguese', 'Spanish', 'French', 'German', 'Italian']);
function applicationLanguages(languages: readonly string[]): string[] {
  const out = languages.map((l) => (APPLICATION_LANGUAGE_SET.has(l) ? l : 'Other'));
  return [...new Set(out)];
}

function demoEmail(username: string): string {
  return `${username.replaceAll('_', '.')}@example.com`;
}

const minTime = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
const maxTime = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

export function buildDemoRows(
  content: DemoContent,
  now: Date,
  hashes: DemoPasswordHashes,
  bases: IdBases,
): DemoRows {
  const { guides, seekers, applicants, sofiaStory } = content;
  const random = new SeededRandom(SEED);
  const nowMs = now.getTime();
  const ago = (days: number) => new Date(nowMs - days * DAY);
  /** Never later than a few minutes ago. */
  const notFuture = (date: Date) => minTime(date, new Date(nowMs - 5 * MINUTE));
  const signInAccount = (username: string) => content.accounts.signIn.find((a) => a.username === username);
  const emailOf = (username: string) => signInAccount(username)?.email ?? demoEmail(username);
  const passwordHashOf = (username: string) => hashes.signIn.get(username) ?? hashes.crowd;

  // --- Users ----------------------------------------------------------------------------------
  const adminAccount = content.accounts.signIn.find((a) => a.role === 'admin')!;
  const adminId = bases.users + 1;
  const guideId = (g: number) => bases.users + 2 + g;
  const seekerId = (s: number) => bases.users + 2 + guides.length + s;
  const applicantId = (a: number) => bases.users + 2 + guides.length + seekers.length + a;
  const adminCreatedAt = addHours(ago(content.accounts.admin.joinedDaysAgo), 10);

  const guideJoined = guides.map((g) => addHours(ago(g.joinedDaysAgo), -random.int(0, 10)));
  const guideApproved = guideJoined.map((joined) => addHours(joined, random.int(22, 70)));
  const guideActiveFrom = guideApproved.map((approved) => addHours(approved, random.int(12, 36)));
  const seekerJoined = seekers.map((s) => addMinutes(ago(s.joinedDaysAgo), -random.int(0, 600)));

  const userRows: UserRow[] = [];
  const profileRows: ProfileRow[] = [];
  const applicationRows: ApplicationRow[] = [];
  userRows.push({
    id: adminId,
    username: adminAccount.username,
    email: adminAccount.email,
    passwordHash: passwordHashOf(adminAccount.username),
    role: 'admin',
    isGuide: false,
    isApproved: true,
    profileComplete: true,
    createdAt: adminCreatedAt,
    updatedAt: adminCreatedAt,
  });
  profileRows.push({
    userId: adminId,
    name: content.accounts.admin.name,
    city: content.accounts.admin.city,
    country: content.accounts.admin.country,
    createdAt: adminCreatedAt,
    updatedAt: adminCreatedAt,
  });

  guides.forEach((g, i) => {
    const id = guideId(i);
    const { city } = placeOf(g.neighbourhood)!;
    userRows.push({
      id,
      username: g.username,
      email: emailOf(g.username),
      passwordHash: passwordHashOf(g.username),
      role: ROLE.guide,
      isGuide: true,
      isApproved: true,
      profileComplete: true,
      createdAt: guideJoined[i]!,
      updatedAt: guideApproved[i]!,
    });
    const availability = guideAvailability(g);
    const groupPrices = g.sessions.filter((t) => t.capacity > 1).map((t) => t.priceEuros);
    const profileEdited = notFuture(
      addDays(guideApproved[i]!, random.between(0.2, Math.max(0.5, g.joinedDaysAgo / 3))),
    );
    profileRows.push({
      userId: id,
      name: g.name,
      bio: g.bio,
      bioLocale: 'en',
      bioInOtherLocale: g.bioInPortuguese ?? null,
      shortBio: g.shortBio,
      city,
      neighbourhood: g.neighbourhood,
      country: 'Portugal',
      category: g.applicationCategory,
      subcategory: g.subcategory,
      sessionFormat: g.format,
      pricePerSession: g.priceEuros * 100,
      pricePerGroupSession: groupPrices.length > 0 ? Math.min(...groupPrices) * 100 : null,
      modalities: g.modalities,
      credentials: g.credentials,
      specialties: g.specialties,
      languages: g.languages,
      experienceYears: g.experienceYears,
      photoGallery: g.gallery.map(sceneUrl),
      profilePicUrl: portraitUrl(i + 1),
      socialLinks: g.instagram ? { instagram: g.instagram } : {},
      availability,
      createdAt: guideApproved[i]!,
      updatedAt: profileEdited,
    });
    applicationRows.push({
      userId: id,
      fullName: g.name,
      email: emailOf(g.username),
      neighbourhood: g.neighbourhood,
      city,
      yearsExperience: g.experienceYears,
      experienceLevel: experienceLevel(g.experienceYears),
      instagram: g.instagram ?? null,
      website: null,
      category: g.applicationCategory,
      subcategory: g.subcategory,
      bio: g.bio,
      uniqueApproach: g.uniqueApproach,
      profilePhotoUrl: portraitUrl(i + 1),
      certification1Name: g.credentials[0]!,
      certification1Url: CERTIFICATE_URL,
      certification2Name: g.credentials[1] ?? null,
      certification2Url: g.credentials[1] ? CERTIFICATE_URL : null,
      professionalReferenceEmail:
        i % 3 === 0 ? `reference.${g.username.replaceAll('_', '.')}@example.org` : null,
      languages: applicationLanguages(g.languages),
      sessionLocation: g.sessionLocation,
      sessionFormat: applicationFormat(g.format),
      offerGroupSessions: g.format !== '1:1 Sessions',
      pricePerSession: g.priceEuros * 100,
      pricePerGroupSession: groupPrices.length > 0 ? Math.min(...groupPrices) * 100 : null,
      status: 'approved',
      reviewedBy: adminId,
      reviewedAt: guideApproved[i]!,
      createdAt: addMinutes(guideJoined[i]!, random.int(8, 40)),
      updatedAt: guideApproved[i]!,
    });
  });

  seekers.forEach((s, i) => {
    const id = seekerId(i);
    userRows.push({
      id,
      username: s.username,
      email: emailOf(s.username),
      passwordHash: passwordHashOf(s.username),
      role: ROLE.seeker,
      isGuide: false,
      isApproved: false,
      profileComplete: true,
      createdAt: seekerJoined[i]!,
      updatedAt: seekerJoined[i]!,
    });
    const edited = notFuture(addMinutes(seekerJoined[i]!, random.int(3, 90)));
    profileRows.push({
      userId: id,
      name: s.name,
      bio: s.bio ?? null,
      city: s.city,
      country: s.country,
      createdAt: seekerJoined[i]!,
      updatedAt: edited,
    });
  });

  applicants.forEach((a, i) => {
    const id = applicantId(i);
    const joined = addMinutes(ago(a.daysAgo), -random.int(60, 600));
    const submitted = addMinutes(joined, random.int(10, 45));
    const reviewedAt = a.status === 'rejected' ? addHours(submitted, random.int(40, 70)) : null;
    userRows.push({
      id,
      username: a.username,
      email: emailOf(a.username),
      passwordHash: passwordHashOf(a.username),
      role: ROLE.guide,
      isGuide: true,
      isApproved: false,
      profileComplete: false,
      createdAt: joined,
      updatedAt: reviewedAt ?? joined,
    });
    applicationRows.push({
      userId: id,
      fullName: a.name,
      email: emailOf(a.username),
      neighbourhood: a.neighbourhood,
      city: placeOf(a.neighbourhood)!.city,
      yearsExperience: a.experienceYears,
      experienceLevel: experienceLevel(a.experienceYears),
      instagram: a.instagram ?? null,
      website: null,
      category: a.category,
      subcategory: a.subcategory,
      bio: a.bio,
      uniqueApproach: a.uniqueApproach,
      profilePhotoUrl: a.photo ? portraitUrl(guides.length + i + 1) : null,
      certification1Name: a.certification1,
      certification1Url: CERTIFICATE_URL,
      certification2Name: a.certification2 ?? null,
      certification2Url: a.certification2 ? CERTIFICATE_URL : null,
      professionalReferenceEmail: a.reference
        ? `reference.${a.username.replaceAll('_', '.')}@example.org`
        : null,
      languages: a.languages,
      sessionLocation: a.sessionLocation,
      sessionLocationOther: a.sessionLocationOther ?? null,
      sessionFormat: a.sessionFormat,
      offerGroupSessions: a.offerGroupSessions,
      pricePerSession: a.priceEuros * 100,
      pricePerGroupSession: a.groupPriceEuros === undefined ? null : a.groupPriceEuros * 100,
      status: a.status,
      reviewedBy: reviewedAt ? adminId : null,
      reviewedAt,
      createdAt: submitted,
      updatedAt: reviewedAt ?? submitted,
    });
  });

  // --- Sessions -------------------------------------------------------------------------------
  const todayUtc = lisbonDayAsUtc(nowMs);
  const fullMoons = fullMoonDates(nowMs - (PAST_DAYS + 2) * DAY, nowMs + (FUTURE_DAYS + 2) * DAY);
  const mondayEpoch = Date.UTC(1970, 0, 5);
  const planned: PlannedSession[] = [];

  for (let offset = -PAST_DAYS; offset < FUTURE_DAYS; offset++) {
    const day = new Date(todayUtc + offset * DAY);
    const [year, month, date, weekday] = [
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      day.getUTCDay(),
    ];
    const dayKey = `${year}-${month}-${date}`;
    const fortnightOn = Math.floor((day.getTime() - mondayEpoch) / (7 * DAY)) % 2 === 0;
    guides.forEach((g, gi) => {
      g.sessions.forEach((t, ti) => {
        for (const slot of parseWhen(t.when)) {
          if (t.every === 'full-moon') {
            if (!fullMoons.has(dayKey)) continue;
          } else {
            if (slot.day !== weekday) continue;
            if (t.every === 'fortnight' && !fortnightOn) continue;
            if (t.every === 'month' && date > 7) continue;
          }
          const startsAt = lisbonWallTime(year, month, date, slot.hour, slot.minute);
          if (startsAt < guideActiveFrom[gi]!) continue;
          const endsAt = addMinutes(startsAt, t.durationMinutes);
          // Guides publish their calendar two to six weeks ahead.
          let createdAt = addDays(startsAt, -random.between(14, 42));
          if (createdAt > now) createdAt = addDays(now, -random.between(0.5, 12));
          createdAt = maxTime(createdAt, addMinutes(guideActiveFrom[gi]!, random.int(-600, -30)));
          createdAt = minTime(createdAt, addHours(startsAt, -12));
          planned.push({
            guide: gi,
            template: ti,
            startsAt,
            endsAt,
            capacity: t.capacity,
            price: t.priceEuros * 100,
            createdAt,
            cancelledAt: null,
            oneToOne: t.capacity === 1,
            attendees: [],
            cancellers: [],
            id: 0,
          });
        }
      });
    });
  }

  // Sofia's sessions, chosen first so the random crowd fills around her.
  const sofia = seekers.findIndex((s) => s.username === sofiaStory.seeker);
  const sofiaBookings = new Map<PlannedSession, SofiaBooking>();
  for (const plan of sofiaStory.bookings) {
    const gi = guides.findIndex((g) => g.username === plan.guide);
    const template = guides[gi]!.sessions.findIndex((t) => t.title === plan.session);
    const target = nowMs + plan.daysFromNow * DAY;
    const candidates = planned.filter(
      (p) =>
        p.guide === gi &&
        p.template === template &&
        !sofiaBookings.has(p) &&
        (plan.outcome === 'confirmed'
          ? p.startsAt.getTime() > nowMs + DAY
          : p.endsAt.getTime() < nowMs - 2 * DAY),
    );
    const best = candidates.sort(
      (a, b) => Math.abs(a.startsAt.getTime() - target) - Math.abs(b.startsAt.getTime() - target),
    )[0];
    if (!best) throw new Error(`No demo session for ${sofiaStory.seeker} with ${plan.guide}`);
    sofiaBookings.set(best, plan);
    if (plan.outcome === 'cancelled') best.cancellers.push(sofia);
    else best.attendees.push(sofia);
  }

  // A few sessions the guide had to cancel.
  for (const p of planned) {
    if (p.oneToOne || sofiaBookings.has(p) || !random.chance(0.03)) continue;
    const cancelled = addDays(p.startsAt, -random.between(1, 6));
    p.cancelledAt = notFuture(maxTime(cancelled, addHours(p.createdAt, 6)));
    if (p.cancelledAt >= p.startsAt) p.cancelledAt = null;
  }

  // Regulars: each guide has a handful of seekers who keep coming back.
  const others = seekers.map((_, i) => i).filter((i) => i !== sofia);
  const regulars = guides.map(() => new Set(random.shuffle(others).slice(0, 5)));
  const bookingWindow = (p: PlannedSession, seeker: number): [number, number] => {
    const lo = Math.max(p.createdAt.getTime(), seekerJoined[seeker]!.getTime()) + 20 * MINUTE;
    let hi = Math.min(p.startsAt.getTime() - 2 * HOUR, nowMs - 15 * MINUTE);
    if (p.cancelledAt) hi = Math.min(hi, p.cancelledAt.getTime() - HOUR);
    return [lo, hi];
  };
  const canBook = (p: PlannedSession, seeker: number) => {
    const [lo, hi] = bookingWindow(p, seeker);
    return hi - lo > HOUR && !p.attendees.includes(seeker) && !p.cancellers.includes(seeker);
  };
  const drawSeeker = (p: PlannedSession): number | null => {
    const pool: number[] = [];
    for (const s of others) {
      if (!canBook(p, s)) continue;
      pool.push(s);
      if (regulars[p.guide]!.has(s)) pool.push(s, s, s);
    }
    if (pool.length === 0) return null;
    return pool[Math.floor(random.float() * pool.length)]!;
  };

  for (const p of planned) {
    const popularity = guides[p.guide]!.popularity;
    const daysAhead = (p.startsAt.getTime() - nowMs) / DAY;
    let wanted: number;
    if (p.oneToOne) {
      const odds = daysAhead < 0 ? 0.75 : daysAhead <= 7 ? 0.6 : daysAhead <= 21 ? 0.35 : 0.12;
      wanted = random.chance(odds * popularity) ? 1 : 0;
    } else {
      const fill =
        daysAhead < 0
          ? random.between(0.15, 0.5)
          : daysAhead <= 7
            ? random.between(0.35, 1.35)
            : daysAhead <= 21
              ? random.between(0.1, 0.5)
              : random.between(0, 0.25);
      wanted = Math.min(p.capacity, Math.round(p.capacity * fill * popularity));
      if (daysAhead < 0) wanted = Math.max(1, wanted);
    }
    if (p.cancelledAt) wanted = Math.min(wanted, Math.ceil(p.capacity / 4));
    while (p.attendees.length < wanted) {
      const seeker = drawSeeker(p);
      if (seeker === null) break;
      p.attendees.push(seeker);
    }
    if (random.chance(p.oneToOne ? 0.05 : 0.12)) {
      const seeker = drawSeeker(p);
      if (seeker !== null) p.cancellers.push(seeker);
    }
  }

  // Even the newest guide has run at least one session since approval.
  guides.forEach((_, gi) => {
    const past = planned.filter((p) => p.guide === gi && p.endsAt.getTime() <= nowMs && !p.cancelledAt);
    if (past.some((p) => p.attendees.length > 0)) return;
    const latest = past.at(-1);
    const seeker = latest ? drawSeeker(latest) : null;
    if (latest && seeker !== null) latest.attendees.push(seeker);
  });

  // Unbooked 1:1 slots in the past simply never happened.
  const kept = planned.filter(
    (p) => !(p.oneToOne && p.endsAt.getTime() <= nowMs && p.attendees.length === 0),
  );
  kept.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.guide - b.guide || a.template - b.template,
  );
  kept.forEach((p, i) => {
    p.id = bases.sessions + i + 1;
  });

  // --- Bookings -------------------------------------------------------------------------------
  const plannedBookings: PlannedBooking[] = [];
  for (const p of kept) {
    const past = p.endsAt.getTime() <= nowMs;
    const make = (seeker: number, cancelled: boolean) => {
      const [lo, hi] = bookingWindow(p, seeker);
      // People book closer to the date more often than far ahead.
      const createdAt = new Date(hi - (hi - lo) * random.float() ** 2);
      let cancelledAt: Date | null = null;
      if (p.cancelledAt) cancelledAt = p.cancelledAt;
      else if (cancelled) {
        const until = Math.min(p.startsAt.getTime() - HOUR, nowMs - 10 * MINUTE);
        cancelledAt = new Date(
          createdAt.getTime() + (until - createdAt.getTime()) * random.between(0.2, 0.9),
        );
      }
      const status: PlannedBooking['status'] = cancelledAt ? 'cancelled' : past ? 'completed' : 'confirmed';
      plannedBookings.push({
        session: p,
        seeker,
        status,
        createdAt,
        cancelledAt,
        notes: random.chance(0.1)
          ? content.bookingNotes[random.int(0, content.bookingNotes.length - 1)]!
          : null,
        id: 0,
      });
    };
    for (const seeker of p.attendees) make(seeker, false);
    for (const seeker of p.cancellers) make(seeker, true);
  }
  plannedBookings.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.session.id - b.session.id,
  );
  plannedBookings.forEach((b, i) => {
    b.id = bases.bookings + i + 1;
  });

  const lastBookingChange = new Map<PlannedSession, Date>();
  for (const b of plannedBookings) {
    const changed = b.cancelledAt ?? b.createdAt;
    lastBookingChange.set(
      b.session,
      maxTime(lastBookingChange.get(b.session) ?? b.session.createdAt, changed),
    );
  }
  const sessionRows: SessionRow[] = kept.map((p) => {
    const t = guides[p.guide]!.sessions[p.template]!;
    const past = p.endsAt.getTime() <= nowMs;
    const live = p.cancelledAt ? 0 : p.attendees.length;
    const lastBooking = lastBookingChange.get(p) ?? p.createdAt;
    const status = p.cancelledAt ? 'cancelled' : past ? 'completed' : 'scheduled';
    return {
      id: p.id,
      guideId: guideId(p.guide),
      title: t.title,
      description: t.description,
      descriptionLocale: 'en',
      descriptionInOtherLocale: t.descriptionInPortuguese ?? null,
      location: t.location,
      online: t.meetingUrl !== undefined,
      meetingUrl: t.meetingUrl ?? null,
      modality: t.modality,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      price: p.price,
      capacity: p.capacity,
      remainingSpots: p.capacity - live,
      status,
      requestedBy: null,
      imageUrl: sceneUrl(t.image),
      cancelledAt: p.cancelledAt,
      createdAt: p.createdAt,
      updatedAt:
        status === 'completed'
          ? notFuture(addMinutes(p.endsAt, 30))
          : status === 'cancelled'
            ? p.cancelledAt!
            : lastBooking,
    };
  });

  const bookingRows: BookingRow[] = plannedBookings.map((b) => {
    const confirmedAt = notFuture(addMinutes(b.createdAt, random.between(0.5, 4)));
    const price = b.session.price;
    const updatedAt =
      b.status === 'cancelled'
        ? b.cancelledAt!
        : b.status === 'completed'
          ? notFuture(addMinutes(b.session.endsAt, 30))
          : confirmedAt;
    return {
      id: b.id,
      sessionId: b.session.id,
      seekerId: seekerId(b.seeker),
      status: b.status,
      notes: b.notes,
      holdExpiresAt: null,
      paymentProvider: 'local',
      paymentReference: `demo-checkout-${b.id}`,
      stripePaymentIntentId: null,
      amountDue: price,
      paymentAmount: price,
      commissionAmount: b.status === 'cancelled' ? 0 : Math.round(price * COMMISSION_RATE),
      // Paid on Luz's own checkout, which takes its one test card.
      paidAt: confirmedAt,
      cardBrand: null,
      cardLast4: '4242',
      refundAmount: b.status === 'cancelled' ? price : null,
      refundedAt: b.status === 'cancelled' ? b.cancelledAt : null,
      cancellationReason: b.status === 'cancelled' ? 'seeker_cancelled' : null,
      confirmedAt,
      cancelledAt: b.cancelledAt,
      createdAt: b.createdAt,
      updatedAt: maxTime(updatedAt, confirmedAt),
    };
  });

  // --- Reviews --------------------------------------------------------------------------------
  const reviewable = (b: PlannedBooking) =>
    b.status === 'completed' && b.session.endsAt.getTime() < nowMs - 3 * HOUR;
  const plannedReviews: { booking: PlannedBooking; review: DemoReview; createdAt: Date }[] = [];
  const reviewAt = (b: PlannedBooking) =>
    notFuture(
      addMinutes(
        b.session.endsAt,
        random.int(
          120,
          Math.max(121, Math.min(5 * 24 * 60, (nowMs - b.session.endsAt.getTime()) / MINUTE - 10)),
        ),
      ),
    );

  for (const b of plannedBookings) {
    if (b.seeker !== sofia) continue;
    const plan = sofiaBookings.get(b.session);
    if (plan?.review && reviewable(b)) {
      plannedReviews.push({ booking: b, review: plan.review, createdAt: reviewAt(b) });
    }
  }
  // Each pool's comments go round the guides of that practice who have reviews of their own.
  const poolShares = new Map<number, DemoReview[]>();
  for (const pool of REVIEW_POOL_NAMES) {
    const reviewed = guides
      .map((g, i) => ({ g, i }))
      .filter(({ g }) => g.reviewPool === pool && g.reviews.length > 0);
    content.reviewPools[pool].forEach((review, n) => {
      const target = reviewed[n % reviewed.length];
      if (!target) return;
      poolShares.set(target.i, [...(poolShares.get(target.i) ?? []), review]);
    });
  }
  guides.forEach((g, gi) => {
    const guideReviews = [...g.reviews, ...(poolShares.get(gi) ?? [])];
    if (guideReviews.length === 0) return;
    const candidates = random.shuffle(
      plannedBookings.filter((b) => b.session.guide === gi && b.seeker !== sofia && reviewable(b)),
    );
    // Prefer different reviewers before anyone reviews the same guide twice.
    const seen = new Set<number>();
    const firsts: PlannedBooking[] = [];
    const repeats: PlannedBooking[] = [];
    for (const b of candidates) {
      if (seen.has(b.seeker)) repeats.push(b);
      else {
        seen.add(b.seeker);
        firsts.push(b);
      }
    }
    const ordered = [...firsts, ...repeats];
    guideReviews.forEach((review, n) => {
      const booking = ordered[n];
      if (booking) plannedReviews.push({ booking, review, createdAt: reviewAt(booking) });
    });
  });
  plannedReviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.booking.id - b.booking.id);
  const reviewRows: ReviewRow[] = plannedReviews.map((r, i) => {
    // A guide answers from their dashboard the same day or the next (no draw from `random`, so the
    // rest of the demo stays as it was).
    const repliedAt = r.review.reply === undefined ? null : notFuture(addHours(r.createdAt, 3 + (i % 24)));
    return {
      id: bases.reviews + i + 1,
      sessionId: r.booking.session.id,
      bookingId: r.booking.id,
      seekerId: seekerId(r.booking.seeker),
      guideId: guideId(r.booking.session.guide),
      rating: r.review.rating,
      comment: r.review.comment,
      replyText: r.review.reply ?? null,
      repliedAt,
      createdAt: r.createdAt,
      updatedAt: repliedAt ?? r.createdAt,
    };
  });

  // --- Saved guides ---------------------------------------------------------------------------
  const favoriteRows: FavoriteRow[] = [];
  const firstVisit = (seeker: number, gi: number) =>
    plannedBookings.find((b) => b.seeker === seeker && b.session.guide === gi && b.status !== 'cancelled');
  sofiaStory.savedGuides.forEach((username, n) => {
    const gi = guides.findIndex((g) => g.username === username);
    const visit = firstVisit(sofia, gi);
    const createdAt = visit
      ? notFuture(addHours(visit.session.endsAt, 20 + n))
      : notFuture(addDays(seekerJoined[sofia]!, 2 + n * 3));
    favoriteRows.push({ seekerId: seekerId(sofia), guideId: guideId(gi), createdAt });
  });
  for (const s of others) {
    if (!random.chance(0.45)) continue;
    const visited = [
      ...new Set(
        plannedBookings.filter((b) => b.seeker === s && b.status === 'completed').map((b) => b.session.guide),
      ),
    ];
    for (const gi of random.shuffle(visited).slice(0, random.int(1, 2))) {
      const visit = firstVisit(s, gi)!;
      favoriteRows.push({
        seekerId: seekerId(s),
        guideId: guideId(gi),
        createdAt: notFuture(addHours(visit.session.endsAt, random.int(2, 48))),
      });
    }
  }
  favoriteRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  favoriteRows.forEach((f, i) => {
    f.id = bases.favorites + i + 1;
  });

  profileRows.forEach((p, i) => {
    p.id = bases.profiles + i + 1;
  });
  applicationRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  applicationRows.forEach((a, i) => {
    a.id = bases.applications + i + 1;
  });

  return {
    users: userRows,
    profiles: profileRows,
    applications: applicationRows,
    sessions: sessionRows,
    bookings: bookingRows,
    reviews: reviewRows,
    favorites: favoriteRows,
  };
}
