import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AccountDeleted,
  type DeleteAccountInput,
  FORMER_MEMBER_NAME,
} from '../../../contract/account';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import { ROLE } from '../../../contract/roles';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import {
  authSessions,
  bookings,
  favorites,
  guideApplications,
  newsletterSubscribers,
  passwordResetTokens,
  profiles,
  sessions,
  users,
} from '../../db/schema';
import { Conflict, FieldInvalid, Forbidden, Unauthorized } from '../../errors';
import { recordAdminAction } from '../audit';
import { verifyPassword } from '../auth';
import { transitionBookings } from '../bookings';
import type { ListingChanges } from '../listings';
import type { SessionCancellationService } from '../sessions';

export interface AccountDeletionDeps {
  db: Db;
  clock: Clock;
  /** A guide's sessions still ahead are cancelled the way the guide would cancel each. */
  sessionCancellation: SessionCancellationService;
  /** Told when a guide leaves: their card and page go. */
  listing: ListingChanges;
}

/** Never a hash argon2 can match: the account's row stays, but no password opens it again. */
const NO_PASSWORD = '!account-deleted';

/**
 * A person deleting their own account (GDPR article 17). The row of the user stays, because the
 * bookings, payments and reviews that name it stay in the guide's and Luz's records; everything that
 * said who they were goes: the username and email (free again for a new sign-up), the password, the
 * profile's words and photos, applications, saved guides, the newsletter subscription, notes to
 * guides, sign-in sessions. Their bookings and reviews then read "Former member". All of it, with its
 * audit entry, happens in one transaction under a lock of the user's row.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  async delete(by: PublicUser, input: DeleteAccountInput): Promise<AccountDeleted> {
    if (by.role === ROLE.admin) throw new Forbidden(ACCOUNT_MESSAGES.adminsCannotDelete);
    const [account] = await this.deps.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, by.id));
    if (!account) throw new Unauthorized();
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      throw new FieldInvalid('password', ACCOUNT_MESSAGES.wrongPassword);
    }

    const done = await this.deps.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, by.id)).for('update');
      // Deleted by a request that came a moment earlier: this one's session has ended with it.
      if (!target || target.deletedAt) throw new Unauthorized();
      const now = this.deps.clock.now();
      const letGo = await this.letGoOfOwnBookings(tx, target.id, now);
      const cancelled =
        target.role === ROLE.guide
          ? await this.deps.sessionCancellation.cancelAllAheadInTransaction(tx, target.id, {
              withBookings: input.cancelUpcomingSessions === true,
              refuse: (n) =>
                new Conflict(ACCOUNT_MESSAGES.guideHasUpcomingBookings(n), ERROR_CODES.upcomingBookings),
            })
          : { sessions: 0, bookings: 0 };
      const endedSessions = await this.forget(tx, target, now);
      await recordAdminAction(tx, {
        adminId: target.id,
        action: 'user.delete_account',
        targetType: 'user',
        targetId: target.id,
        before: { role: target.role, isApproved: target.isApproved, isActive: target.isActive },
        after: {
          deleted: true,
          endedSessions,
          cancelledSessions: cancelled.sessions,
          cancelledBookings: cancelled.bookings,
          releasedHolds: letGo,
        },
      });
      return { cancelledSessions: cancelled.sessions, cancelledBookings: cancelled.bookings + letGo };
    });
    if (by.role === ROLE.guide) this.deps.listing.listingChanged();
    return { message: ACCOUNT_MESSAGES.deleted, ...done };
  }

  /**
   * The person's unpaid holds are let go, as leaving the checkout page would; paid bookings still
   * ahead refuse the deletion: the seeker cancels each from My Bookings first and sees its refund
   * by the 24-hour rule (decision 050). Holds go first, so a payment that lands meanwhile either
   * confirmed its booking before (and it is counted) or finds the hold gone.
   */
  private async letGoOfOwnBookings(tx: Tx, userId: number, now: Date): Promise<number> {
    const released = await transitionBookings(tx, 'abandon', {
      actor: 'seeker',
      now,
      where: eq(bookings.seekerId, userId),
    });
    const [ahead] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(
        and(
          eq(bookings.seekerId, userId),
          inArray(bookings.status, ['confirmed', 'payment_review']),
          gt(sessions.endsAt, now),
        ),
      );
    if ((ahead?.n ?? 0) > 0) {
      throw new Conflict(ACCOUNT_MESSAGES.seekerHasUpcomingBookings(ahead!.n), ERROR_CODES.upcomingBookings);
    }
    return released.length;
  }

  /** Everything that said who the person was; returns how many sign-in sessions ended. */
  private async forget(tx: Tx, target: typeof users.$inferSelect, now: Date): Promise<number> {
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, target.id))
      .returning({ id: authSessions.id });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, target.id));
    await tx.delete(favorites).where(or(eq(favorites.seekerId, target.id), eq(favorites.guideId, target.id)));
    // Applications carry certificates, links and a reference's email: the decision stays in the audit log.
    await tx.delete(guideApplications).where(eq(guideApplications.userId, target.id));
    await tx
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${target.email})`);
    await tx.update(bookings).set({ notes: null, updatedAt: now }).where(eq(bookings.seekerId, target.id));
    // Images nothing names any more are removed by the sweep of unused images.
    await tx.update(sessions).set({ imageUrl: null, updatedAt: now }).where(eq(sessions.guideId, target.id));
    await tx
      .update(profiles)
      .set({
        name: FORMER_MEMBER_NAME,
        bio: null,
        bioLocale: null,
        bioInOtherLocale: null,
        shortBio: null,
        neighbourhood: null,
        country: null,
        credentials: [],
        specialties: [],
        languages: [],
        experienceYears: null,
        photoGallery: [],
        profilePicUrl: null,
        socialLinks: {},
        availability: {},
        updatedAt: now,
      })
      .where(eq(profiles.userId, target.id));
    // A name no sign-up can choose ('#' is outside the username alphabet), so it never blocks one.
    const anonymous = `deleted#${target.id}`;
    await tx
      .update(users)
      .set({
        username: anonymous,
        email: `${anonymous}@luz.invalid`,
        passwordHash: NO_PASSWORD,
        isActive: false,
        stripeCustomerId: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, target.id));
    return ended.length;
  }
}
