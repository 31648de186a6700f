import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorld } from '../testing/test-app';
import { bookings, favorites, guideApplications, profiles, reviews, sessions, users } from './schema';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** The database itself refuses what the rules forbid, whatever code writes to it. */
async function refuses(write: () => Promise<unknown>, constraint: RegExp) {
  let failure: unknown;
  try {
    await write();
  } catch (error) {
    failure = error;
  }
  expect(failure, 'the write was refused').toBeDefined();
  const messages: string[] = [];
  for (let e = failure as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    messages.push(String(e.message ?? ''), String((e as { constraint?: string }).constraint ?? ''));
  }
  expect(messages.join(' ')).toMatch(constraint);
}

async function guideWithSession(capacity = 3) {
  const guide = await world.createUser({ role: 'practitioner', isApproved: true });
  const startsAt = new Date(Date.now() + 86_400_000);
  const [session] = await world.db
    .insert(sessions)
    .values({
      guideId: guide.id,
      title: 'Sound bath',
      description: 'Gongs and bowls',
      location: 'Graça',
      modality: 'Sound Healing',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      price: 4500,
      capacity,
      remainingSpots: capacity,
    })
    .returning();
  return { guide, session: session! };
}

describe('database rules', () => {
  it('keeps usernames and emails unique whatever their case', async () => {
    const user = await world.createUser({ username: 'CaseTest' });
    await refuses(() => world.createUser({ username: 'casetest' }), /users_username_lower_key/);
    await refuses(() => world.createUser({ email: user.email.toUpperCase() }), /users_email_lower_key/);
  });

  it('accepts only known roles and statuses', async () => {
    await refuses(
      () =>
        world.db.execute(
          sql`insert into users (username, email, password_hash, role) values ('r0le', 'r@x.io', 'h', 'superuser')`,
        ),
      /user_role|invalid input value/,
    );
    const { session } = await guideWithSession();
    await refuses(
      () => world.db.execute(sql`update sessions set status = 'postponed' where id = ${session.id}`),
      /session_status|invalid input value/,
    );
  });

  it('keeps prices and capacities positive and spots between 0 and capacity', async () => {
    const { session } = await guideWithSession(3);
    await refuses(
      () => world.db.update(sessions).set({ price: 0 }).where(sql`id = ${session.id}`),
      /sessions_price_positive/,
    );
    await refuses(
      () => world.db.update(sessions).set({ capacity: 0, remainingSpots: 0 }).where(sql`id = ${session.id}`),
      /sessions_capacity_positive/,
    );
    await refuses(
      () => world.db.update(sessions).set({ remainingSpots: -1 }).where(sql`id = ${session.id}`),
      /sessions_remaining_spots_range/,
    );
    await refuses(
      () => world.db.update(sessions).set({ remainingSpots: 4 }).where(sql`id = ${session.id}`),
      /sessions_remaining_spots_range/,
    );
    await refuses(
      () => world.db.update(sessions).set({ endsAt: session.startsAt }).where(sql`id = ${session.id}`),
      /sessions_ends_after_start/,
    );
  });

  it('allows one live booking per seeker and session, and ratings from 1 to 5 once per booking', async () => {
    const { guide, session } = await guideWithSession();
    const seeker = await world.createUser();
    const [booking] = await world.db
      .insert(bookings)
      .values({ sessionId: session.id, seekerId: seeker.id })
      .returning();
    await refuses(
      () =>
        world.db.insert(bookings).values({ sessionId: session.id, seekerId: seeker.id, status: 'confirmed' }),
      /bookings_one_active_per_seeker/,
    );
    await world.db
      .insert(bookings)
      .values({ sessionId: session.id, seekerId: seeker.id, status: 'cancelled' });

    const review = {
      sessionId: session.id,
      bookingId: booking!.id,
      seekerId: seeker.id,
      guideId: guide.id,
      comment: 'Lovely evening',
    };
    await refuses(() => world.db.insert(reviews).values({ ...review, rating: 6 }), /reviews_rating_range/);
    await refuses(() => world.db.insert(reviews).values({ ...review, rating: 0 }), /reviews_rating_range/);
    await world.db.insert(reviews).values({ ...review, rating: 5 });
    await refuses(
      () => world.db.insert(reviews).values({ ...review, rating: 4 }),
      /reviews_booking_id_unique/,
    );
  });

  it('keeps commissions and refunds within the payment', async () => {
    const { session } = await guideWithSession();
    const seeker = await world.createUser();
    await refuses(
      () =>
        world.db.insert(bookings).values({
          sessionId: session.id,
          seekerId: seeker.id,
          paymentAmount: 1000,
          commissionAmount: 1001,
        }),
      /bookings_commission_within_payment/,
    );
    await refuses(
      () =>
        world.db
          .insert(bookings)
          .values({ sessionId: session.id, seekerId: seeker.id, paymentAmount: 1000, refundAmount: 2000 }),
      /bookings_refund_within_payment/,
    );
  });

  it('keeps one pending application per person and at most 6 gallery photos', async () => {
    const applicant = await world.createUser({ role: 'practitioner' });
    const application = {
      userId: applicant.id,
      fullName: 'Rita Sousa',
      email: applicant.email,
      city: 'Lisbon',
      category: 'Reiki',
      subcategory: 'Usui',
      bio: 'Twenty characters at least',
      certification1Name: 'Usui Level II',
      certification1Url: 'https://example.com/cert',
      sessionFormat: '1:1 In-Person',
      pricePerSession: 5000,
    };
    await world.db.insert(guideApplications).values(application);
    await refuses(
      () => world.db.insert(guideApplications).values(application),
      /guide_applications_one_pending_per_user/,
    );
    await world.db.insert(guideApplications).values({ ...application, status: 'rejected' });

    await refuses(
      () =>
        world.db
          .update(profiles)
          .set({ photoGallery: ['1', '2', '3', '4', '5', '6', '7'] })
          .where(sql`user_id = ${applicant.id}`),
      /profiles_gallery_max_6/,
    );
  });

  it('refuses to delete a user who has sessions, and removes their favorites with them otherwise', async () => {
    const { guide } = await guideWithSession();
    await refuses(() => world.db.delete(users).where(sql`id = ${guide.id}`), /foreign key|violates/);
    const seeker = await world.createUser();
    const other = await world.createUser({ role: 'practitioner', isApproved: true });
    await world.db.insert(favorites).values({ seekerId: seeker.id, guideId: other.id });
    await world.db.delete(users).where(sql`id = ${seeker.id}`);
    const left = await world.db.select().from(favorites).where(sql`student_id = ${seeker.id}`);
    expect(left).toHaveLength(0);
  });
});
