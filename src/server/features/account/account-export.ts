import { and, asc, eq, gt, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_EXPORT_FORMAT } from '../../../contract/account';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import {
  auditLog,
  authSessions,
  bookings,
  favorites,
  guideApplications,
  newsletterSubscribers,
  policyAcceptances,
  profiles,
  reviewReports,
  reviews,
  sessions,
  users,
} from '../../db/schema';
import { Unauthorized } from '../../errors';
import { reviewerName } from '../listings';

export interface AccountExportDeps {
  db: Db;
  clock: Clock;
}

/** Rows read at a time: the file is written as it is read, so a guide with years of bookings costs no more memory. */
const PAGE_SIZE = 200;

const guideProfiles = alias(profiles, 'guide_profile');
const seekerProfiles = alias(profiles, 'seeker_profile');
const seekerUsers = alias(users, 'seeker_user');

/** What the file says of itself, so it reads on its own. */
const ABOUT =
  'Everything Luz keeps about you, as of the moment of this export. Amounts are in cents of euros; ' +
  'times are ISO 8601 in UTC. Other people appear only as you can already see them in Luz.';

type Json = unknown;

/**
 * The copy of everything Luz keeps about one person (GDPR articles 15 and 20), as one JSON
 * document written piece by piece: small parts whole, long lists a page at a time. Other people
 * appear only as the person already sees them in Luz: a guide's public name, a seeker's name and
 * email as the guide's dashboard shows them, a review's signature as the guide's page shows it.
 */
export class AccountExportService {
  constructor(private readonly deps: AccountExportDeps) {}

  /** The username the file is named after; throws when the account is gone. */
  async usernameOf(userId: number): Promise<string> {
    const [row] = await this.deps.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Unauthorized();
    return row.username;
  }

  /** The document, in pieces of text that join into one JSON value. */
  async *document(userId: number): AsyncGenerator<string> {
    const { db } = this.deps;
    const [account] = await db.select().from(users).where(eq(users.id, userId));
    if (!account) throw new Unauthorized();
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    const mine = eq(sessions.guideId, userId);

    yield `{${field('format', ACCOUNT_EXPORT_FORMAT)},${field('exportedAt', this.deps.clock.now())},${field('about', ABOUT)}`;
    yield `,${field('account', {
      id: account.id,
      username: account.username,
      email: account.email,
      role: account.role,
      isGuide: account.isGuide,
      isApproved: account.isApproved,
      isActive: account.isActive,
      profileComplete: account.profileComplete,
      paymentCustomerId: account.stripeCustomerId,
      payoutAccountId: account.stripeConnectId,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    })}`;
    yield `,${field('profile', profile ? ownProfile(profile) : null)}`;
    yield `,${field('uploadedImages', uploadedImages(profile))}`;
    yield* section(
      'signInSessions',
      this.pages((after) =>
        db
          .select({
            id: authSessions.id,
            createdAt: authSessions.createdAt,
            expiresAt: authSessions.expiresAt,
          })
          .from(authSessions)
          .where(and(eq(authSessions.userId, userId), gt(authSessions.id, after)))
          .orderBy(asc(authSessions.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'guideApplications',
      this.pages((after) =>
        db
          .select()
          .from(guideApplications)
          .where(and(eq(guideApplications.userId, userId), gt(guideApplications.id, after)))
          .orderBy(asc(guideApplications.id))
          .limit(PAGE_SIZE),
      ),
      // Who reviewed it is the admin's business; that it was reviewed, and when, is the applicant's.
      ({ reviewedBy: _reviewedBy, ...application }) => application,
    );
    const [subscription] = await db
      .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${account.email})`);
    yield `,${field('newsletter', subscription ?? null)}`;
    yield* section(
      'savedGuides',
      this.pages((after) =>
        db
          .select({
            id: favorites.id,
            guideId: favorites.guideId,
            guideName: guideProfiles.name,
            savedAt: favorites.createdAt,
          })
          .from(favorites)
          .leftJoin(guideProfiles, eq(guideProfiles.userId, favorites.guideId))
          .where(and(eq(favorites.seekerId, userId), gt(favorites.id, after)))
          .orderBy(asc(favorites.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'bookings',
      this.pages((after) =>
        db
          .select({
            id: bookings.id,
            status: bookings.status,
            notes: bookings.notes,
            amountDue: bookings.amountDue,
            paymentProvider: bookings.paymentProvider,
            paymentAmount: bookings.paymentAmount,
            paymentCurrency: bookings.paymentCurrency,
            refundAmount: bookings.refundAmount,
            refundedAt: bookings.refundedAt,
            createdAt: bookings.createdAt,
            confirmedAt: bookings.confirmedAt,
            cancelledAt: bookings.cancelledAt,
            cancellationReason: bookings.cancellationReason,
            sessionId: sessions.id,
            sessionTitle: sessions.title,
            sessionStartsAt: sessions.startsAt,
            sessionEndsAt: sessions.endsAt,
            sessionLocation: sessions.location,
            guideId: sessions.guideId,
            guideName: guideProfiles.name,
          })
          .from(bookings)
          .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
          .leftJoin(guideProfiles, eq(guideProfiles.userId, sessions.guideId))
          .where(and(eq(bookings.seekerId, userId), gt(bookings.id, after)))
          .orderBy(asc(bookings.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'reviewsWritten',
      this.pages((after) =>
        db
          .select({
            id: reviews.id,
            bookingId: reviews.bookingId,
            sessionId: reviews.sessionId,
            sessionTitle: sessions.title,
            guideId: reviews.guideId,
            guideName: guideProfiles.name,
            rating: reviews.rating,
            comment: reviews.comment,
            guideReply: reviews.replyText,
            hiddenByLuz: sql<boolean>`${reviews.hiddenAt} is not null`,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .innerJoin(sessions, eq(sessions.id, reviews.sessionId))
          .leftJoin(guideProfiles, eq(guideProfiles.userId, reviews.guideId))
          .where(and(eq(reviews.seekerId, userId), gt(reviews.id, after)))
          .orderBy(asc(reviews.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'sessionsYouGuide',
      this.pages((after) =>
        db
          .select({
            id: sessions.id,
            title: sessions.title,
            description: sessions.description,
            descriptionLocale: sessions.descriptionLocale,
            descriptionInOtherLocale: sessions.descriptionInOtherLocale,
            location: sessions.location,
            online: sessions.online,
            meetingUrl: sessions.meetingUrl,
            modality: sessions.modality,
            startsAt: sessions.startsAt,
            endsAt: sessions.endsAt,
            price: sessions.price,
            capacity: sessions.capacity,
            remainingSpots: sessions.remainingSpots,
            status: sessions.status,
            privateRequest: sql<boolean>`${sessions.requestedBy} is not null`,
            imageUrl: sessions.imageUrl,
            createdAt: sessions.createdAt,
            cancelledAt: sessions.cancelledAt,
          })
          .from(sessions)
          .where(and(mine, gt(sessions.id, after)))
          .orderBy(asc(sessions.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'bookingsOfYourSessions',
      this.pages((after) =>
        db
          .select({
            id: bookings.id,
            sessionId: sessions.id,
            sessionTitle: sessions.title,
            sessionStartsAt: sessions.startsAt,
            // As the guide's dashboard shows the seeker: by name, never their email address.
            seekerName: sql<string>`coalesce(nullif(trim(${seekerProfiles.name}), ''), ${seekerUsers.username})`,
            status: bookings.status,
            notes: bookings.notes,
            paymentAmount: bookings.paymentAmount,
            commissionAmount: bookings.commissionAmount,
            refundAmount: bookings.refundAmount,
            createdAt: bookings.createdAt,
          })
          .from(bookings)
          .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
          .innerJoin(seekerUsers, eq(seekerUsers.id, bookings.seekerId))
          .leftJoin(seekerProfiles, eq(seekerProfiles.userId, bookings.seekerId))
          .where(and(mine, gt(bookings.id, after)))
          .orderBy(asc(bookings.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'reviewsReceived',
      this.pages((after) =>
        db
          .select({
            id: reviews.id,
            sessionId: reviews.sessionId,
            sessionTitle: sessions.title,
            rating: reviews.rating,
            comment: reviews.comment,
            authorName: seekerProfiles.name,
            yourReply: reviews.replyText,
            repliedAt: reviews.repliedAt,
            hiddenByLuz: sql<boolean>`${reviews.hiddenAt} is not null`,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .innerJoin(sessions, eq(sessions.id, reviews.sessionId))
          .leftJoin(seekerProfiles, eq(seekerProfiles.userId, reviews.seekerId))
          .where(and(eq(reviews.guideId, userId), gt(reviews.id, after)))
          .orderBy(asc(reviews.id))
          .limit(PAGE_SIZE),
      ),
      // Signed as the guide's page signs it, never with more of the author than that.
      (review) => ({ ...review, authorName: reviewerName(review.authorName) }),
    );
    yield* section(
      'sessionImages',
      this.pages((after) =>
        db
          .select({ id: sessions.id, imageUrl: sessions.imageUrl })
          .from(sessions)
          .where(and(mine, isNotNull(sessions.imageUrl), gt(sessions.id, after)))
          .orderBy(asc(sessions.id))
          .limit(PAGE_SIZE),
      ),
      (row) => row.imageUrl,
    );
    yield* section(
      'reviewsYouReported',
      this.pages((after) =>
        db
          .select({
            id: reviewReports.id,
            reviewId: reviewReports.reviewId,
            reason: reviewReports.reason,
            note: reviewReports.note,
            createdAt: reviewReports.createdAt,
            resolution: reviewReports.resolution,
          })
          .from(reviewReports)
          .where(and(eq(reviewReports.reporterId, userId), gt(reviewReports.id, after)))
          .orderBy(asc(reviewReports.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'policiesAccepted',
      this.pages((after) =>
        db
          .select({
            id: policyAcceptances.id,
            version: policyAcceptances.version,
            context: policyAcceptances.context,
            acceptedAt: policyAcceptances.acceptedAt,
          })
          .from(policyAcceptances)
          .where(and(eq(policyAcceptances.userId, userId), gt(policyAcceptances.id, after)))
          .orderBy(asc(policyAcceptances.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield* section(
      'auditLog',
      this.pages((after) =>
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            byYou: sql<boolean>`coalesce(${auditLog.adminId} = ${userId}, false)`,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(and(aboutThePerson(userId), gt(auditLog.id, after)))
          .orderBy(asc(auditLog.id))
          .limit(PAGE_SIZE),
      ),
    );
    yield '}\n';
  }

  /** Every row `page` gives, a page at a time, each page starting after the last id of the one before. */
  private async *pages<T extends { id: number }>(page: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
    let after = 0;
    for (;;) {
      const rows = await page(after);
      yield* rows;
      if (rows.length < PAGE_SIZE) return;
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** Audit entries about the person: their account, and their applications, sessions and bookings. */
function aboutThePerson(userId: number): SQL {
  const of = (type: string, ids: SQL) => and(eq(auditLog.targetType, type), inArray(auditLog.targetId, ids));
  return or(
    and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
    of('guide_application', sql`(select id from ${guideApplications} where user_id = ${userId})`),
    of('session', sql`(select id from ${sessions} where practitioner_id = ${userId})`),
    of('booking', sql`(select id from ${bookings} where student_id = ${userId})`),
  )!;
}

function ownProfile(profile: typeof profiles.$inferSelect): Record<string, Json> {
  // What explore computes from the profile (listing flags, totals, search text) is not about the person.
  const {
    searchText: _searchText,
    openSessionId: _openSessionId,
    openSessionStartsAt: _openSessionStartsAt,
    openSessionPrice: _openSessionPrice,
    cardPrice: _cardPrice,
    listed: _listed,
    ratingSum: _ratingSum,
    ...kept
  } = profile;
  return kept;
}

function uploadedImages(profile: typeof profiles.$inferSelect | undefined): string[] {
  if (!profile) return [];
  return [...(profile.profilePicUrl ? [profile.profilePicUrl] : []), ...profile.photoGallery];
}

function field(name: string, value: Json): string {
  return `${JSON.stringify(name)}:${JSON.stringify(value)}`;
}

/** `,"name":[…]`, one item at a time. */
async function* section<T, U = T>(
  name: string,
  rows: AsyncGenerator<T>,
  shown: (row: T) => U = (row) => row as unknown as U,
): AsyncGenerator<string> {
  yield `,${JSON.stringify(name)}:[`;
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}${JSON.stringify(shown(row))}`;
    first = false;
  }
  yield ']';
}
