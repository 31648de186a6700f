import { and, eq, ne } from 'drizzle-orm';
import type { PublicUser } from '../../contract/auth';
import { lisbonDate } from '../../contract/lisbon-time';
import { ROLE } from '../../contract/roles';
import { bookings, guideApplications, passwordResetTokens, profiles, users } from '../db/schema';
import { hashToken, newSecretToken } from '../features/auth/secret-tokens';
import { findPublicUser } from '../features/users/public-user';
import { SESSION_COOKIE } from '../http/session-cookie';
import { applicationInput, type CreatedSession, createBooking, createGuide, createSession } from './fixtures';
import type { CreatedUser, TestResponse, TestWorld } from './test-app';
import { hours } from './test-clock';

/** Everyone who may knock on a route, signed out included. */
export const ACTORS = [
  'signedOut',
  'seeker',
  'otherSeeker',
  'pendingGuide',
  'guide',
  'otherGuide',
  'admin',
  'deactivated',
] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  /** Null for the visitor who is signed out. */
  user: (CreatedUser & { public: PublicUser }) | null;
  /** The session cookie the actor's browser sends. */
  cookie: string | null;
}

export interface RouteRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A small marketplace with one person of each kind, and what they own: the seeker a confirmed
 * booking on the guide's session, the guide their sessions, the pending guide an application
 * waiting for review. "Other" seekers and guides own nothing of it, so a route that serves only
 * its owner can be tried by a stranger. The deactivated seeker signed in before being deactivated,
 * so their browser still sends a session cookie.
 */
export class MarketplaceCast {
  private constructor(
    readonly world: TestWorld,
    readonly actors: Record<ActorName, Actor>,
    /** A public session of `guide`, upcoming, with the seeker's booking on it. */
    readonly session: CreatedSession,
    readonly bookingId: number,
    readonly pendingApplicationId: number,
    /** The seeker's hold on another of the guide's sessions, paid through Luz's own checkout. */
    readonly holdReference: string,
  ) {}

  static async create(world: TestWorld): Promise<MarketplaceCast> {
    const signedIn = async (name: ActorName, user: CreatedUser): Promise<Actor> => {
      const cookie = await signIn(world, user);
      return { name, user: { ...user, public: (await findPublicUser(world.db, user.id))! }, cookie };
    };
    const admin = await signedIn('admin', await world.createUser({ role: 'admin' }));
    const seeker = await signedIn('seeker', await world.createUser());
    const otherSeeker = await signedIn('otherSeeker', await world.createUser());
    const pendingGuide = await signedIn(
      'pendingGuide',
      await world.createUser({ role: ROLE.guide, isApproved: false }),
    );
    const pendingApplicationId = await apply(world, pendingGuide);
    // The guide came the whole way: applied, and an admin approved the application.
    const applicant = await signedIn(
      'guide',
      await world.createUser({ role: ROLE.guide, isApproved: false }),
    );
    const approved = await send(world, admin, {
      method: 'PATCH',
      url: `/api/admin/guide-applications/${await apply(world, applicant)}`,
      body: { status: 'approved' },
    });
    if (approved.status !== 200) throw new Error(`Approving the guide failed: ${approved.status}`);
    const guide = await signedIn('guide', applicant.user!);
    const otherGuide = await signedIn('otherGuide', await createGuide(world));
    const deactivated = await signedIn('deactivated', await world.createUser());
    await world.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user!.id));

    const session = await createSession(world, guide.user!, { startsIn: hours(72) });
    const booking = await createBooking(world, session, seeker.user!);
    const holdSession = await createSession(world, guide.user!, { startsIn: hours(96) });
    const hold = await world.app.checkout.create({ sessionId: holdSession.id }, seeker.user!.public);

    const actors = {
      signedOut: { name: 'signedOut', user: null, cookie: null },
      seeker,
      otherSeeker,
      pendingGuide,
      guide,
      otherGuide,
      admin,
      deactivated,
    } satisfies Record<ActorName, Actor>;
    return new MarketplaceCast(
      world,
      actors,
      session,
      booking.id,
      pendingApplicationId,
      referenceOf(hold.checkoutUrl),
    );
  }

  actor(name: ActorName): Actor {
    return this.actors[name];
  }

  /** The user of a signed-in actor. */
  user(name: Exclude<ActorName, 'signedOut'>): CreatedUser & { public: PublicUser } {
    return this.actors[name].user!;
  }

  /** Sends one request as `actor`, from an address of its own (so per-address limits do not add up). */
  send(actor: Actor, request: RouteRequest): Promise<TestResponse> {
    return send(this.world, actor, request);
  }

  /** A new session cookie of `actor` (for calls that end the one they send); the same as before for the signed-out visitor. */
  async freshSession(actor: Actor): Promise<Actor> {
    if (!actor.user || actor.name === 'deactivated') return actor;
    return { ...actor, cookie: await signIn(this.world, actor.user) };
  }

  /** An upcoming public session of the guide, on a day of its own so sessions never overlap. */
  async upcomingSession(): Promise<CreatedSession> {
    return createSession(this.world, this.user('guide'), { startsIn: hours(24 * (10 + ++sessionDays)) });
  }

  /** A confirmed booking of the seeker on a new session of the guide, more than a day ahead. */
  async confirmedBooking(): Promise<number> {
    const session = await this.upcomingSession();
    return (await createBooking(this.world, session, this.user('seeker'))).id;
  }

  /**
   * The seeker's hold on a new session of the guide: the reference of its checkout page. A seeker
   * may have only a few unpaid holds at once, so the seeker first leaves the checkout pages of
   * earlier holds, all but `holdReference`'s.
   */
  async hold(): Promise<string> {
    const seeker = this.user('seeker').public;
    const earlier = await this.world.db
      .select({ reference: bookings.paymentReference })
      .from(bookings)
      .where(
        and(
          eq(bookings.seekerId, seeker.id),
          eq(bookings.status, 'pending'),
          ne(bookings.paymentReference, this.holdReference),
        ),
      );
    for (const { reference } of earlier) await this.world.app.checkout.leaveLocally(reference!, seeker);
    const session = await this.upcomingSession();
    const created = await this.world.app.checkout.create({ sessionId: session.id }, seeker);
    return referenceOf(created.checkoutUrl);
  }

  /**
   * A new seeker's booking on a session of the guide whose payment came short of its price, so it
   * waits for an admin's decision (the payment event as a provider's webhook hands it over).
   */
  async paymentUnderReview(): Promise<number> {
    const seeker = await this.world.createUser();
    const session = await this.upcomingSession();
    const hold = await this.world.app.checkout.create(
      { sessionId: session.id },
      (await findPublicUser(this.world.db, seeker.id))!,
    );
    await this.world.app.paymentEvents.handle({
      id: `evt_short_${hold.bookingId}`,
      kind: 'checkout.completed',
      bookingId: hold.bookingId,
      reference: referenceOf(hold.checkoutUrl),
      paymentIntentId: null,
      amountPaid: 100,
      currency: 'eur',
    });
    return hold.bookingId;
  }

  /** A session of the guide that ended yesterday, which the seeker attended. */
  async attendedSession(): Promise<CreatedSession> {
    const session = await createSession(this.world, this.user('guide'), {
      startsIn: -hours(24 + ++sessionDays),
      status: 'completed',
    });
    await createBooking(this.world, session, this.user('seeker'), 'completed');
    return session;
  }

  /**
   * A new review of the guide, written by the seeker through the API after a session they attended;
   * with `reply`, the guide has answered it.
   */
  async review({ reply = false } = {}): Promise<number> {
    const session = await this.attendedSession();
    const seeker = this.actors.seeker;
    const written = await send(this.world, seeker, {
      method: 'POST',
      url: `/api/sessions/${session.id}/reviews`,
      body: { rating: 4, comment: 'Calm, kind and well held.' },
    });
    if (written.status !== 201) throw new Error(`The review failed: ${written.status}`);
    if (reply) {
      const answered = await send(this.world, this.actors.guide, {
        method: 'POST',
        url: `/api/reviews/${written.body.id}/reply`,
        body: { text: 'Thank you for coming!' },
      });
      if (answered.status !== 201) throw new Error(`The reply failed: ${answered.status}`);
    }
    return written.body.id;
  }

  /** A new guide's application waiting for review. */
  async pendingApplication(): Promise<number> {
    const applicant = await this.world.createUser({ role: ROLE.guide, isApproved: false });
    const [row] = await this.world.db
      .insert(guideApplications)
      .values({
        userId: applicant.id,
        fullName: 'Rita Sousa',
        email: applicant.email,
        neighbourhood: 'Graça',
        city: 'Lisbon',
        category: 'Reiki',
        subcategory: 'Usui Reiki',
        bio: 'I hold calm, grounded Reiki sessions in a quiet studio in Graça.',
        certification1Name: 'Usui Reiki Level II',
        certification1Url: 'https://certs.example.com/rita-2',
        sessionFormat: '1:1 In-Person',
        pricePerSession: 6500,
      })
      .returning({ id: guideApplications.id });
    return row!.id;
  }

  async removeProfile(userId: number): Promise<void> {
    await this.world.db.delete(profiles).where(eq(profiles.userId, userId));
  }

  /** A password reset link of a new account: its token. */
  async resetToken(): Promise<string> {
    const user = await this.world.createUser();
    const token = newSecretToken();
    await this.world.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.world.clock.now().getTime() + hours(1)),
    });
    return token;
  }

  /** A Lisbon date a few days ahead, for private-slot look-ups. */
  dateAhead(days: number): string {
    return lisbonDate(new Date(this.world.clock.now().getTime() + hours(24 * days)));
  }
}

let sessionDays = 0;

function referenceOf(checkoutUrl: string): string {
  return checkoutUrl.split('/').pop()!;
}

async function signIn(world: TestWorld, user: CreatedUser): Promise<string> {
  const client = world.client();
  const res = await client.post('/api/login', { username: user.username, password: user.password });
  if (res.status !== 200) throw new Error(`Sign-in of ${user.username} failed: ${res.status}`);
  return client.cookie(SESSION_COOKIE)!;
}

async function apply(world: TestWorld, applicant: Actor): Promise<number> {
  const res = await send(world, applicant, {
    method: 'POST',
    url: '/api/guide-application',
    body: applicationInput({ email: applicant.user!.email }),
  });
  if (res.status !== 201) throw new Error(`The guide application failed: ${res.status}`);
  return res.body.id;
}

function send(world: TestWorld, actor: Actor, request: RouteRequest): Promise<TestResponse> {
  const cookie: Record<string, string> = actor.cookie ? { cookie: `${SESSION_COOKIE}=${actor.cookie}` } : {};
  return world.client().request(request.method, request.url, request.body, { ...cookie, ...request.headers });
}
