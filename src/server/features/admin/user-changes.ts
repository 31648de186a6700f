import { and, eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminUserRow,
  type ChangeGuideCategoryInput,
  type GuideCategoryChange,
  type GuideRemovalPreview,
  type UpdateUserInput,
} from '../../../contract/admin';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import { ROLE } from '../../../contract/roles';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { authSessions, guideApplications, profiles, users } from '../../db/schema';
import { Conflict, FieldInvalid, Forbidden, NotFound } from '../../errors';
import { recordAdminAction } from '../audit';
import type { ApplicationDecision, GuideApplicationService } from '../guide-applications';
import type { ListingChanges } from '../listings';
import type { SessionCancellationService } from '../sessions';
import { findPublicUser } from '../users';

export interface AdminUserServiceDeps {
  db: Db;
  clock: Clock;
  applications: GuideApplicationService;
  /** Told of every change: approval and activity decide whether a guide is listed. */
  listing: ListingChanges;
  /** Cancels a removed guide's sessions ahead, with their bookings' refunds and emails. */
  sessionCancellation: SessionCancellationService;
}

type UserRow = typeof users.$inferSelect;

/**
 * An admin approving, rejecting, deactivating or reactivating an account (PATCH
 * /api/admin/users/{id}). Everything one request asks for happens in one transaction with its
 * audit rows, under a lock of the user's row; emails go out after it commits. A guide deactivated
 * or no longer approved has every session still to come cancelled in the same transaction, each
 * booking refunded in full; reactivating or approving them again brings none of it back.
 */
export class AdminUserService {
  constructor(private readonly deps: AdminUserServiceDeps) {}

  async update(userId: number, input: UpdateUserInput, by: PublicUser): Promise<AdminUserRow> {
    if (by.role !== 'admin') throw new Forbidden();
    const { user, decisions } = await this.deps.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!target) throw new NotFound(ADMIN_MESSAGES.userNotFound);
      if (target.id === by.id) throw new Forbidden(ADMIN_MESSAGES.ownAccount, ERROR_CODES.ownAccount);
      if (target.role === 'admin') {
        throw new Forbidden(ADMIN_MESSAGES.adminsUnchangeable, ERROR_CODES.adminTarget);
      }
      // Reactivating or approving it would bring back a listing or a sign-in of no one.
      if (target.deletedAt) throw new Conflict(ADMIN_MESSAGES.deletedAccount);
      if (input.isApproved !== undefined && target.role !== ROLE.guide) {
        throw new FieldInvalid('isApproved', ADMIN_MESSAGES.notAGuide);
      }

      const decisions: ApplicationDecision[] = [];
      if (input.isApproved !== undefined) {
        const decision = await this.changeApproval(tx, target, input.isApproved, by);
        if (decision) decisions.push(decision);
      }
      if (input.isActive !== undefined) await this.changeActivity(tx, target, input.isActive, by);
      if (target.role === ROLE.guide && (input.isActive === false || input.isApproved === false)) {
        await this.cancelSessionsOfRemoved(
          tx,
          target,
          input.isActive === false ? 'deactivated' : 'unapproved',
          by,
        );
      }
      return { user: (await findPublicUser(tx, userId))!, decisions };
    });
    this.deps.listing.listingChanged();
    for (const decision of decisions) this.deps.applications.announceDecision(decision);
    return user;
  }

  /**
   * What deactivating the account or taking its approval back would cancel now, for the admin's
   * confirmation: nothing for anyone but a guide, as `update` cancels nothing for them.
   */
  async removalPreview(userId: number, by: PublicUser): Promise<GuideRemovalPreview> {
    if (by.role !== 'admin') throw new Forbidden();
    const [target] = await this.deps.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!target) throw new NotFound(ADMIN_MESSAGES.userNotFound);
    if (target.role !== ROLE.guide)
      return { sessions: 0, bookings: 0, paidBookings: 0, refund: 0, seekers: 0 };
    return this.deps.sessionCancellation.previewRemoval(userId);
  }

  /**
   * Files a guide under another category of the catalogue, with its audit row in the same
   * transaction; explore's answers hear of it once it commits.
   */
  async changeCategory(
    userId: number,
    { category }: ChangeGuideCategoryInput,
    by: PublicUser,
  ): Promise<GuideCategoryChange> {
    if (by.role !== 'admin') throw new Forbidden();
    const changed = await this.deps.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!target) throw new NotFound(ADMIN_MESSAGES.userNotFound);
      if (target.role !== ROLE.guide) throw new FieldInvalid('category', ADMIN_MESSAGES.categoryNotAGuide);
      const [profile] = await tx
        .select({ category: profiles.category })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!profile?.category) throw new Conflict(ADMIN_MESSAGES.guideWithoutCategory);
      if (profile.category === category) return false;
      await tx
        .update(profiles)
        .set({ category, updatedAt: this.deps.clock.now() })
        .where(eq(profiles.userId, userId));
      await recordAdminAction(tx, {
        adminId: by.id,
        action: 'user.change_category',
        targetType: 'user',
        targetId: userId,
        before: { category: profile.category },
        after: { category },
      });
      return true;
    });
    if (changed) this.deps.listing.listingChanged();
    return { id: userId, category };
  }

  /**
   * A guide with an application waiting has it decided, exactly as the applications tab would
   * (approval creates the public profile from it); otherwise only the flag changes.
   */
  private async changeApproval(
    tx: Tx,
    target: UserRow,
    isApproved: boolean,
    by: PublicUser,
  ): Promise<ApplicationDecision | undefined> {
    const [pending] = await tx
      .select({ id: guideApplications.id })
      .from(guideApplications)
      .where(and(eq(guideApplications.userId, target.id), eq(guideApplications.status, 'pending')));
    if (!pending && target.isApproved === isApproved) return undefined;

    const decision = pending
      ? await this.deps.applications.decideInTransaction(tx, {
          applicationId: pending.id,
          status: isApproved ? 'approved' : 'rejected',
          by,
        })
      : undefined;
    if (!decision) {
      await tx
        .update(users)
        .set({ isApproved, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, target.id));
    }
    await recordAdminAction(tx, {
      adminId: by.id,
      action: isApproved ? 'user.approve' : 'user.reject',
      targetType: 'user',
      targetId: target.id,
      before: { isApproved: target.isApproved },
      after: { isApproved, ...(pending ? { applicationId: pending.id } : {}) },
    });
    return decision;
  }

  /**
   * A guide who may no longer guide keeps no session ahead. Run on every such request, even when the
   * flag was already off, so a guide removed before this rule existed can be cleaned up by asking again.
   */
  private async cancelSessionsOfRemoved(
    tx: Tx,
    target: UserRow,
    why: 'deactivated' | 'unapproved',
    by: PublicUser,
  ): Promise<void> {
    const cancelled = await this.deps.sessionCancellation.cancelForRemovalInTransaction(tx, target.id);
    if (cancelled.sessionIds.length === 0) return;
    await recordAdminAction(tx, {
      adminId: by.id,
      action: 'user.cancel_sessions',
      targetType: 'user',
      targetId: target.id,
      before: { upcomingSessions: cancelled.sessionIds.length },
      after: {
        because: why,
        cancelledSessions: cancelled.sessionIds.length,
        sessionIds: cancelled.sessionIds,
        cancelledBookings: cancelled.bookings,
        refunded: cancelled.refunded,
      },
    });
  }

  /** Deactivation ends every session of the account in the same transaction: its next request is 401. */
  private async changeActivity(tx: Tx, target: UserRow, isActive: boolean, by: PublicUser): Promise<void> {
    const ended = isActive
      ? []
      : await tx
          .delete(authSessions)
          .where(eq(authSessions.userId, target.id))
          .returning({ id: authSessions.id });
    if (target.isActive === isActive) return;
    await tx.update(users).set({ isActive, updatedAt: this.deps.clock.now() }).where(eq(users.id, target.id));
    await recordAdminAction(tx, {
      adminId: by.id,
      action: isActive ? 'user.reactivate' : 'user.deactivate',
      targetType: 'user',
      targetId: target.id,
      before: { isActive: target.isActive },
      after: { isActive, ...(isActive ? {} : { endedSessions: ended.length }) },
    });
  }
}
