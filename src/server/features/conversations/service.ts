import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../contract/auth';
import {
  type BroadcastReceipt,
  CONVERSATION_MESSAGES,
  type ConversationMessage,
  type ConversationPage,
  type ConversationQuery,
  type ConversationReportInput,
  type ConversationReportReceipt,
  MESSAGE_NOTICE_INTERVAL_MS,
  type MessageSide,
  type ReportedConversationList,
} from '../../../contract/conversations';
import { ERROR_CODES } from '../../../contract/errors';
import type { Clock } from '../../clock';
import type { Db, DbOrTx, Tx } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import {
  bookings,
  conversationMembers,
  conversationMessages,
  conversationReports,
  profiles,
  sessions,
  users,
} from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAdminAction } from '../audit';

const seekerUser = alias(users, 'seeker_user');
const guideUser = alias(users, 'guide_user');
const seekerProfile = alias(profiles, 'seeker_profile');
const guideProfile = alias(profiles, 'guide_profile');
const reporterUser = alias(users, 'reporter_user');
const reporterProfile = alias(profiles, 'reporter_profile');

/** Bookings whose two sides may write to each other: paid, and not given up. */
const WRITABLE_STATUSES = ['confirmed', 'completed'] as const;

/** A conversation: the booking it belongs to and the two people on it. */
export interface Conversation {
  bookingId: number;
  status: string;
  seekerId: number;
  guideId: number;
  seekerName: string;
  guideName: string;
  sessionTitle: string;
  sessionStartsAt: Date;
}

export interface ConversationServiceDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
}

/**
 * The conversation of each booking between its seeker and its session's guide (decision 057). Only
 * those two read and write it; an admin reads one only once either side has reported it, and each
 * such read is in the audit log. Each message tells the other side by email, at most once a
 * quarter-hour per conversation, through a job written with the message.
 */
export class ConversationService {
  constructor(private readonly deps: ConversationServiceDeps) {}

  /** A page of the conversation, newest page first; opening it clears what the reader had not read. */
  async read(bookingId: number, reader: PublicUser, query: ConversationQuery): Promise<ConversationPage> {
    const conversation = await this.conversationOf(this.deps.db, bookingId);
    const side = conversation && sideOf(conversation, reader.id);
    if (!conversation || !side) throw new NotFound(CONVERSATION_MESSAGES.notFound);
    const [page, reported] = await Promise.all([
      this.page(conversation, reader.id, query),
      this.deps.db
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(
          and(eq(conversationReports.bookingId, bookingId), eq(conversationReports.reporterId, reader.id)),
        )
        .limit(1),
      this.deps.db
        .update(conversationMembers)
        .set({ unreadCount: 0 })
        .where(
          and(
            eq(conversationMembers.bookingId, bookingId),
            eq(conversationMembers.userId, reader.id),
            gt(conversationMembers.unreadCount, 0),
          ),
        ),
    ]);
    return { ...page, canWrite: isWritable(conversation), reported: reported.length > 0 };
  }

  /** Writes a message from one side to the other. */
  async send(bookingId: number, sender: PublicUser, body: string): Promise<ConversationMessage> {
    return this.deps.db.transaction(async (tx) => {
      const conversation = await this.conversationOf(tx, bookingId);
      const side = conversation && sideOf(conversation, sender.id);
      if (!conversation || !side) throw new NotFound(CONVERSATION_MESSAGES.notFound);
      if (!isWritable(conversation)) {
        throw new Conflict(
          conversation.status === 'cancelled' ? CONVERSATION_MESSAGES.closed : CONVERSATION_MESSAGES.notPaid,
        );
      }
      return this.write(tx, conversation, side, sender.id, body);
    });
  }

  /** A guide's message to everyone booked on one of their sessions: one message in each booking's conversation. */
  async broadcast(sessionId: number, guide: PublicUser, body: string): Promise<BroadcastReceipt> {
    return this.deps.db.transaction(async (tx) => {
      const [session] = await tx
        .select({ guideId: sessions.guideId })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      if (!session) throw new NotFound(/*i18n*/ 'conversations.errors.sessionNotFound');
      if (session.guideId !== guide.id) throw new Forbidden(CONVERSATION_MESSAGES.sessionNotYours);
      const booked = await this.conversationsWhere(
        tx,
        and(eq(bookings.sessionId, sessionId), inArray(bookings.status, [...WRITABLE_STATUSES])),
      );
      if (booked.length === 0) throw new Conflict(CONVERSATION_MESSAGES.noOneBooked);
      for (const conversation of booked) await this.write(tx, conversation, 'guide', guide.id, body);
      return { sent: booked.length };
    });
  }

  /** How many messages the person has not read yet, over all their conversations. */
  async unread(userId: number): Promise<number> {
    const [row] = await this.deps.db
      .select({ unread: sum(conversationMembers.unreadCount).mapWith(Number) })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.userId, userId), gt(conversationMembers.unreadCount, 0)));
    return row?.unread ?? 0;
  }

  /** Either side asks an admin to look at the conversation, once. */
  async report(
    bookingId: number,
    input: ConversationReportInput,
    by: PublicUser,
  ): Promise<ConversationReportReceipt> {
    const conversation = await this.conversationOf(this.deps.db, bookingId);
    if (!conversation || !sideOf(conversation, by.id)) throw new NotFound(CONVERSATION_MESSAGES.notFound);
    try {
      const [created] = await this.deps.db
        .insert(conversationReports)
        .values({ bookingId, reporterId: by.id, reason: input.reason, note: input.note || null })
        .returning();
      return {
        id: created!.id,
        bookingId,
        reason: input.reason,
        createdAt: created!.createdAt.toISOString(),
      };
    } catch (error) {
      if (violatedUniqueConstraint(error) !== undefined) {
        throw new Conflict(CONVERSATION_MESSAGES.alreadyReported, ERROR_CODES.alreadyReported);
      }
      throw error;
    }
  }

  /** The admins' list of reports, newest first. */
  async reports(query: { page: number; pageSize: number }): Promise<ReportedConversationList> {
    const [rows, [counted]] = await Promise.all([
      this.deps.db
        .select({
          reportId: conversationReports.id,
          bookingId: conversationReports.bookingId,
          sessionTitle: sessions.title,
          seekerName: nameOf(seekerProfile, seekerUser),
          guideName: nameOf(guideProfile, guideUser),
          reporterName: sql<string>`coalesce(nullif(${reporterProfile.name}, ''), ${reporterUser.username}, 'Deleted account')`,
          reason: conversationReports.reason,
          note: conversationReports.note,
          createdAt: conversationReports.createdAt,
        })
        .from(conversationReports)
        .innerJoin(bookings, eq(bookings.id, conversationReports.bookingId))
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .innerJoin(seekerUser, eq(seekerUser.id, bookings.seekerId))
        .leftJoin(seekerProfile, eq(seekerProfile.userId, bookings.seekerId))
        .innerJoin(guideUser, eq(guideUser.id, sessions.guideId))
        .leftJoin(guideProfile, eq(guideProfile.userId, sessions.guideId))
        .leftJoin(reporterUser, eq(reporterUser.id, conversationReports.reporterId))
        .leftJoin(reporterProfile, eq(reporterProfile.userId, conversationReports.reporterId))
        .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.deps.db.select({ total: count() }).from(conversationReports),
    ]);
    return {
      items: rows.map((row) => ({
        ...row,
        reason: row.reason as ReportedConversationList['items'][number]['reason'],
        createdAt: row.createdAt.toISOString(),
      })),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** An admin reads a reported conversation; every read is in the audit log. */
  async readAsAdmin(
    bookingId: number,
    admin: PublicUser,
    query: ConversationQuery,
  ): Promise<ConversationPage> {
    return this.deps.db.transaction(async (tx) => {
      const [report] = await tx
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(eq(conversationReports.bookingId, bookingId))
        .limit(1);
      const conversation = report && (await this.conversationOf(tx, bookingId));
      // Admins read only what someone asked them to look at.
      if (!conversation) throw new NotFound(CONVERSATION_MESSAGES.notFound);
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'conversation.read',
        targetType: 'booking',
        targetId: bookingId,
        before: {},
        after: { page: query.page, pageSize: query.pageSize },
      });
      const page = await this.page(conversation, admin.id, query, tx);
      return { ...page, canWrite: false, reported: true };
    });
  }

  /** The message a notice job is about, with who is to hear of it. */
  async noticeOf(messageId: number, recipientId: number) {
    const [message] = await this.deps.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    if (!message) return undefined;
    const conversation = await this.conversationOf(this.deps.db, message.bookingId);
    if (!conversation) return undefined;
    const [recipient] = await this.deps.db
      .select({ email: users.email, isActive: users.isActive, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, recipientId));
    if (!recipient?.isActive || recipient.deletedAt) return undefined;
    return { message, conversation, recipientEmail: recipient.email };
  }

  private async write(
    tx: Tx,
    conversation: Conversation,
    side: MessageSide,
    senderId: number,
    body: string,
  ): Promise<ConversationMessage> {
    const now = this.deps.clock.now();
    const [message] = await tx
      .insert(conversationMessages)
      .values({ bookingId: conversation.bookingId, senderId, side, body, createdAt: now })
      .returning();
    const recipientId = side === 'seeker' ? conversation.guideId : conversation.seekerId;
    await tx
      .insert(conversationMembers)
      .values({ bookingId: conversation.bookingId, userId: recipientId, unreadCount: 1 })
      .onConflictDoUpdate({
        target: [conversationMembers.bookingId, conversationMembers.userId],
        set: { unreadCount: sql`${conversationMembers.unreadCount} + 1` },
      });
    // The row is locked by the line above until this transaction ends, so of two messages at once
    // only one finds the quarter-hour over: one notice.
    const noticed = await tx
      .update(conversationMembers)
      .set({ noticeSentAt: now })
      .where(
        and(
          eq(conversationMembers.bookingId, conversation.bookingId),
          eq(conversationMembers.userId, recipientId),
          or(
            isNull(conversationMembers.noticeSentAt),
            lte(conversationMembers.noticeSentAt, new Date(now.getTime() - MESSAGE_NOTICE_INTERVAL_MS)),
          ),
        ),
      )
      .returning({ userId: conversationMembers.userId });
    if (noticed.length > 0) {
      await this.deps.jobs.enqueue(tx, 'message-notice-email', { messageId: message!.id, recipientId });
    }
    return messageView(message!, conversation, senderId);
  }

  private async page(
    conversation: Conversation,
    readerId: number,
    { page, pageSize }: ConversationQuery,
    db: DbOrTx = this.deps.db,
  ): Promise<Omit<ConversationPage, 'canWrite' | 'reported'>> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.bookingId, conversation.bookingId))
        .orderBy(desc(conversationMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ total: count() })
        .from(conversationMessages)
        .where(eq(conversationMessages.bookingId, conversation.bookingId)),
    ]);
    return {
      items: rows.reverse().map((row) => messageView(row, conversation, readerId)),
      total: counted?.total ?? 0,
      page,
      pageSize,
      bookingId: conversation.bookingId,
      sessionTitle: conversation.sessionTitle,
      sessionStartsAt: conversation.sessionStartsAt.toISOString(),
      seekerName: conversation.seekerName,
      guideName: conversation.guideName,
    };
  }

  private async conversationOf(db: DbOrTx, bookingId: number): Promise<Conversation | undefined> {
    const [found] = await this.conversationsWhere(db, eq(bookings.id, bookingId));
    return found;
  }

  private conversationsWhere(db: DbOrTx, where: ReturnType<typeof and>): Promise<Conversation[]> {
    return db
      .select({
        bookingId: bookings.id,
        status: bookings.status,
        seekerId: bookings.seekerId,
        guideId: sessions.guideId,
        seekerName: nameOf(seekerProfile, seekerUser),
        guideName: nameOf(guideProfile, guideUser),
        sessionTitle: sessions.title,
        sessionStartsAt: sessions.startsAt,
      })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(seekerUser, eq(seekerUser.id, bookings.seekerId))
      .leftJoin(seekerProfile, eq(seekerProfile.userId, bookings.seekerId))
      .innerJoin(guideUser, eq(guideUser.id, sessions.guideId))
      .leftJoin(guideProfile, eq(guideProfile.userId, sessions.guideId))
      .where(where)
      .orderBy(bookings.id);
  }
}

/** A person's name as the other side sees it: the profile's name, else the username; never an email. */
function nameOf(profile: { name: AnyPgColumn }, user: { username: AnyPgColumn }) {
  return sql<string>`coalesce(nullif(${profile.name}, ''), ${user.username})`;
}

function sideOf(conversation: Conversation, userId: number): MessageSide | null {
  if (conversation.seekerId === userId) return 'seeker';
  if (conversation.guideId === userId) return 'guide';
  return null;
}

function isWritable(conversation: Conversation): boolean {
  return (WRITABLE_STATUSES as readonly string[]).includes(conversation.status);
}

function messageView(
  row: typeof conversationMessages.$inferSelect,
  conversation: Conversation,
  readerId: number,
): ConversationMessage {
  const side = row.side as MessageSide;
  return {
    id: row.id,
    side,
    senderName: side === 'seeker' ? conversation.seekerName : conversation.guideName,
    mine: row.senderId !== null && row.senderId === readerId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
