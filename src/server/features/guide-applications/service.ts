import { and, desc, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import { SUPPORT_EMAIL } from '../../../contract/brand';
import { ERROR_CODES } from '../../../contract/errors';
import {
  APPLICATION_MESSAGES,
  type GuideApplicationInput,
  type GuideApplicationRecord,
  type ReviewApplicationInput,
} from '../../../contract/guide-applications';
import type { Locale } from '../../../contract/locales';
import { placeOf } from '../../../contract/places';
import { POLICIES_VERSION } from '../../../contract/policies';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { guideApplications, policyAcceptances, profiles, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { SERVER_I18N } from '../../i18n';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAdminAction } from '../audit';
import type { ListingChanges } from '../listings';
import { asEmailLocale, type Mailer, messageIdFor, pageUrlIn, renderEmail } from '../mail';
import { emptyFieldsFilledFrom, profileFromApplication } from './profile-from-application';

type ApplicationRow = typeof guideApplications.$inferSelect;

export interface GuideApplicationServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The decision email is a job written with the decision; this service sends it when it runs. */
  jobs: JobQueue;
  publicUrl: string;
  /** Told of every decision: an approval lists the guide, a rejection unlists them. */
  listing: ListingChanges;
}

export interface ApplicationReview {
  applicationId: number;
  status: ReviewApplicationInput['status'];
  /** The admin deciding. */
  by: PublicUser;
}

/** A decision written in a transaction, to be announced once it commits. */
export interface ApplicationDecision {
  application: ApplicationRow;
  applicantEmail: string;
}

/** What approving did to the guide's public profile, for the audit log. */
type ProfileOutcome = { profile: 'created' } | { profile: 'filled'; fields: string[] } | { profile: 'kept' };

/** Guide applications: a guide submits one, an admin approves or rejects it while it is pending. */
export class GuideApplicationService {
  constructor(private readonly deps: GuideApplicationServiceDeps) {
    deps.jobs.handle('guide-application-decision-email', ({ data }) =>
      this.sendDecisionOf(data.applicationId),
    );
  }

  /** The guide's most recent application. */
  async latestOf(userId: number): Promise<GuideApplicationRecord | null> {
    const [row] = await this.deps.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.userId, userId))
      .orderBy(desc(guideApplications.createdAt), desc(guideApplications.id))
      .limit(1);
    return row ? toApplicationRecord(row) : null;
  }

  /** One application under review per guide (a rejected guide may apply again); never after approval. */
  async submit(input: GuideApplicationInput, applicant: PublicUser): Promise<GuideApplicationRecord> {
    const { db } = this.deps;
    const [account] = await db
      .select({ isApproved: users.isApproved })
      .from(users)
      .where(eq(users.id, applicant.id));
    if (account?.isApproved) {
      throw new Conflict(APPLICATION_MESSAGES.alreadyApproved, ERROR_CODES.applicationApproved);
    }
    const [pending] = await db
      .select({ id: guideApplications.id })
      .from(guideApplications)
      .where(and(eq(guideApplications.userId, applicant.id), eq(guideApplications.status, 'pending')));
    if (pending) throw underReview();

    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(guideApplications)
          .values(applicationValues(input, applicant.id))
          .returning();
        // The form says that sending it accepts the Terms, guides' obligations included.
        await tx.insert(policyAcceptances).values({
          userId: applicant.id,
          version: POLICIES_VERSION,
          context: 'guide_application',
          acceptedAt: row!.createdAt,
        });
        return row!;
      });
      return toApplicationRecord(created);
    } catch (error) {
      // Two submissions at once: the partial unique index on pending applications lets one in.
      if (violatedUniqueConstraint(error) === 'guide_applications_one_pending_per_user') throw underReview();
      throw error;
    }
  }

  /**
   * An admin's decision, in one transaction: the application's status, the guide's approval, on
   * approval the public profile (created, or its empty fields filled), and the audit log. The
   * applicant hears by email once it is committed.
   */
  async reviewApplication(review: ApplicationReview): Promise<GuideApplicationRecord> {
    if (review.by.role !== 'admin') throw new Forbidden();
    const decision = await this.deps.db.transaction((tx) => this.decideInTransaction(tx, review));
    this.announceDecision(decision);
    return toApplicationRecord(decision.application);
  }

  /**
   * The decision of `reviewApplication` inside a caller's transaction (an admin approving the
   * guide from the users list). Call `announceDecision` once that transaction has committed.
   * Locks the applicant's user row before the application, as every admin change of a user does,
   * so two admins deciding about one guide through either call take turns instead of deadlocking.
   */
  async decideInTransaction(
    tx: Tx,
    { applicationId, status, by }: ApplicationReview,
  ): Promise<ApplicationDecision> {
    if (by.role !== 'admin') throw new Forbidden();
    const now = this.deps.clock.now();
    const approve = status === 'approved';

    const [target] = await tx
      .select({ userId: guideApplications.userId })
      .from(guideApplications)
      .where(eq(guideApplications.id, applicationId));
    if (!target) throw new NotFound(APPLICATION_MESSAGES.unknown);
    const [applicant] = await tx
      .select({ email: users.email, isApproved: users.isApproved })
      .from(users)
      .where(eq(users.id, target.userId))
      .for('update');

    // Only a pending application changes; of two admins deciding at once, the second finds it decided.
    const [application] = await tx
      .update(guideApplications)
      .set({ status, reviewedBy: by.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(guideApplications.id, applicationId), eq(guideApplications.status, 'pending')))
      .returning();
    if (!application)
      throw new Conflict(APPLICATION_MESSAGES.alreadyReviewed, ERROR_CODES.applicationReviewed);

    await tx
      .update(users)
      .set({ isApproved: approve, updatedAt: now })
      .where(eq(users.id, application.userId));
    const profile: ProfileOutcome = approve
      ? await this.provideProfile(tx, application, now)
      : { profile: 'kept' };

    await recordAdminAction(tx, {
      adminId: by.id,
      action: `guide_application.${approve ? 'approve' : 'reject'}`,
      targetType: 'guide_application',
      targetId: application.id,
      before: { status: 'pending', userIsApproved: applicant!.isApproved },
      after: { status, userIsApproved: approve, ...profile },
    });
    await this.deps.jobs.enqueue(tx, 'guide-application-decision-email', { applicationId: application.id });
    return { application, applicantEmail: applicant!.email };
  }

  /**
   * The listing shows a committed decision at once; the applicant hears of it by email through the
   * job the decision wrote.
   */
  announceDecision(_decision: ApplicationDecision): void {
    this.deps.listing.listingChanged();
  }

  /** The decision email of the application as it stands now (the job of `decideInTransaction`). */
  async sendDecisionOf(applicationId: number): Promise<void> {
    const [row] = await this.deps.db
      .select({ application: guideApplications, email: users.email, locale: users.locale })
      .from(guideApplications)
      .innerJoin(users, eq(users.id, guideApplications.userId))
      .where(eq(guideApplications.id, applicationId));
    if (!row || row.application.status === 'pending') return;
    await this.sendDecisionEmail(row.email, row.application, asEmailLocale(row.locale));
  }

  /** The guide's public profile from the application; a profile row that exists keeps what it says. */
  private async provideProfile(tx: Tx, application: ApplicationRow, now: Date): Promise<ProfileOutcome> {
    const values = profileFromApplication(application);
    const [existing] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.userId, application.userId))
      .for('update');
    if (!existing) {
      await tx.insert(profiles).values({ userId: application.userId, ...values });
      return { profile: 'created' };
    }
    const fill = emptyFieldsFilledFrom(existing, values);
    const fields = Object.keys(fill);
    if (fields.length === 0) return { profile: 'kept' };
    await tx
      .update(profiles)
      .set({ ...fill, updatedAt: now })
      .where(eq(profiles.userId, application.userId));
    return { profile: 'filled', fields };
  }

  /** The decision, in the applicant's language (decision 061). */
  private async sendDecisionEmail(to: string, application: ApplicationRow, locale: Locale): Promise<void> {
    const { publicUrl } = this.deps;
    const i18n = SERVER_I18N[locale];
    const greeting = i18n._('guideApplications.email.hello', { name: application.fullName });
    const footnote = i18n._('guideApplications.email.questions', { support: SUPPORT_EMAIL });
    const message =
      application.status === 'approved'
        ? {
            subject: i18n._('guideApplications.email.approved.subject'),
            ...renderEmail(
              {
                preview: i18n._('guideApplications.email.approved.preview'),
                heading: i18n._('guideApplications.email.approved.heading'),
                paragraphs: [greeting, i18n._('guideApplications.email.approved.body')],
                action: {
                  label: i18n._('guideApplications.email.approved.action'),
                  url: pageUrlIn(publicUrl, '/practitioner-dashboard', locale),
                },
                footnote,
              },
              locale,
            ),
          }
        : {
            subject: i18n._('guideApplications.email.rejected.subject'),
            ...renderEmail(
              {
                preview: i18n._('guideApplications.email.rejected.preview'),
                heading: i18n._('guideApplications.email.rejected.heading'),
                paragraphs: [
                  greeting,
                  i18n._('guideApplications.email.rejected.body'),
                  i18n._('guideApplications.email.rejected.applyAgainBody'),
                ],
                action: {
                  label: i18n._('guideApplications.email.rejected.action'),
                  url: pageUrlIn(publicUrl, '/guide-application', locale),
                },
                footnote,
              },
              locale,
            ),
          };
    await this.deps.mailer.send({
      messageId: messageIdFor('guide-application-decision', `application-${application.id}`),
      to,
      ...message,
    });
  }
}

function underReview(): Conflict {
  return new Conflict(APPLICATION_MESSAGES.underReview, ERROR_CODES.applicationPending);
}

/** An optional answer left empty is stored as null. */
function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Every answer in its own column (DESIGN: not folded into the bio). */
function applicationValues(
  input: GuideApplicationInput,
  userId: number,
): typeof guideApplications.$inferInsert {
  return {
    userId,
    fullName: input.fullName,
    email: input.email,
    neighbourhood: input.neighbourhood,
    city: placeOf(input.neighbourhood)!.city,
    yearsExperience: input.yearsExperience,
    experienceLevel: input.experienceLevel,
    instagram: blankToNull(input.instagram),
    website: blankToNull(input.website),
    category: input.category,
    subcategory: input.subcategory,
    bio: input.bio,
    uniqueApproach: input.uniqueApproach,
    profilePhotoUrl: blankToNull(input.profilePhotoUrl),
    certification1Name: input.certification1Name,
    certification1Url: input.certification1Url,
    certification2Name: blankToNull(input.certification2Name),
    certification2Url: blankToNull(input.certification2Url),
    professionalReferenceEmail: blankToNull(input.professionalReferenceEmail),
    languages: [...new Set(input.languages)],
    sessionLocation: input.sessionLocation,
    // The free-text place only belongs to "Other"; the group price only to guides offering groups.
    sessionLocationOther: input.sessionLocation === 'Other' ? blankToNull(input.sessionLocationOther) : null,
    sessionFormat: input.sessionFormat,
    offerGroupSessions: input.offerGroupSessions,
    pricePerSession: input.pricePerSession,
    pricePerGroupSession: input.offerGroupSessions ? (input.pricePerGroupSession ?? null) : null,
  };
}

export function toApplicationRecord(row: ApplicationRow): GuideApplicationRecord {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    fullName: row.fullName,
    email: row.email,
    city: row.city,
    neighbourhood: row.neighbourhood,
    yearsExperience: row.yearsExperience,
    experienceLevel: row.experienceLevel,
    instagram: row.instagram,
    website: row.website,
    category: row.category,
    subcategory: row.subcategory,
    bio: row.bio,
    uniqueApproach: row.uniqueApproach,
    profilePhotoUrl: row.profilePhotoUrl,
    certification1Name: row.certification1Name,
    certification1Url: row.certification1Url,
    certification2Name: row.certification2Name,
    certification2Url: row.certification2Url,
    professionalReferenceEmail: row.professionalReferenceEmail,
    languages: row.languages,
    sessionLocation: row.sessionLocation,
    sessionLocationOther: row.sessionLocationOther,
    sessionFormat: row.sessionFormat,
    offerGroupSessions: row.offerGroupSessions,
    pricePerSession: row.pricePerSession,
    pricePerGroupSession: row.pricePerGroupSession,
  };
}
