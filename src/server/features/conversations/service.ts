import { and, count, desc, eq, gt, inArray, sql, sum } from 'drizzle-orm';
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
import type { Db, DbOrTx } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { instantOf, isoTextOf, queryRows } from '../../db/raw-query';
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

  /**
   * A page of the conversation, newest page first; opening it clears what the reader had not read.
   * One statement: the conversation, its page, the count, the reader's report and the clearing,
   * which writes only when something was unread.
   */
  async read(bookingId: number, reader: PublicUser, query: ConversationQuery): Promise<ConversationPage> {
    const { page, pageSize } = query;
    const rows = await queryRows<ConversationRow & PageRow & { reported: boolean }>(
      this.deps.db,
      sql`
      with conversation as (${conversationSelect(bookingId, reader.id)}),
      cleared as (
        update conversation_members set unread_count = 0
        where booking_id = ${bookingId} and user_id = ${reader.id} and unread_count > 0
          and exists (select 1 from conversation)
      )
      select conversation.*,
        (select count(*)::int from conversation_messages where booking_id = ${bookingId}) as total,
        exists (
          select 1 from conversation_reports where booking_id = ${bookingId} and reporter_id = ${reader.id}
        ) as reported,
        m.id, m.sender_id, m.side, m.body, m.created_at
      from conversation
      left join lateral (
        select id, sender_id, side, body, created_at from conversation_messages
        where booking_id = ${bookingId}
        order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}
      ) m on true`,
    );
    const conversation = rows[0] && conversationFromRow(rows[0]);
    if (!conversation || !sideOf(conversation, reader.id)) throw new NotFound(CONVERSATION_MESSAGES.notFound);
    return {
      items: rows
        .filter((row) => row.id !== null)
        .reverse()
        .map((row) => messageView(messageFromRow(row), conversation, reader.id)),
      total: rows[0]!.total,
      page,
      pageSize,
      ...conversationHeading(conversation),
      canWrite: isWritable(conversation),
      reported: rows[0]!.reported,
    };
  }

  /**
   * Writes a message from one side to the other. Most messages follow another within the
   * quarter-hour, when no notice is due: one statement on its own writes those. When a notice is due,
   * the message is written again in a transaction with the notice's job.
   */
  async send(bookingId: number, sender: PublicUser, body: string): Promise<ConversationMessage> {
    const quick = await this.write(this.deps.db, bookingId, sender.id, body, { claimNotice: false });
    if ('message' in quick) return quick.message;
    if ('refused' in quick) throw refusal(quick.conversation, sender.id);
    return this.deps.db.transaction(async (tx) => {
      const written = await this.write(tx, bookingId, sender.id, body, { claimNotice: true });
      if (!('message' in written))
        throw refusal('refused' in written ? written.conversation : undefined, sender.id);
      return written.message;
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
      let sent = 0;
      for (const conversation of booked) {
        // A booking cancelled since it was read above takes no message.
        const written = await this.write(tx, conversation.bookingId, guide.id, body, { claimNotice: true });
        if ('message' in written) sent++;
      }
      return { sent };
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

  /**
   * One statement writes the message and counts it unread for the other side. The other side's row is
   * locked first, so of two messages at once only one finds the quarter-hour over. With
   * `claimNotice`, inside a transaction, the statement also marks the notice sent when it is due and
   * the notice's job is written beside it; without, a message whose notice is due is not written
   * (`noticeDue`), so that no notice is ever marked without its job. Nothing is written when the
   * sender is not a side or the booking is not writable; the conversation (if any) says why.
   */
  private async write(
    db: DbOrTx,
    bookingId: number,
    senderId: number,
    body: string,
    { claimNotice }: { claimNotice: boolean },
  ): Promise<
    | { message: ConversationMessage }
    | { noticeDue: true }
    | { refused: true; conversation: Conversation | undefined }
  > {
    const now = this.deps.clock.now();
    const noticeDueBefore = new Date(now.getTime() - MESSAGE_NOTICE_INTERVAL_MS);
    const [row] = await queryRows<ConversationRow & PageRow & { noticed: boolean | null }>(
      db,
      sql`
      with conversation as (${conversationSelect(bookingId, senderId)}),
      recipient as (
        select case when seeker_id = ${senderId} then guide_id else seeker_id end as user_id
        from conversation
      ),
      previous as (
        select notice_sent_at from conversation_members
        where booking_id = ${bookingId} and user_id = (select user_id from recipient)
        for update
      ),
      written as (
        insert into conversation_messages (booking_id, sender_id, side, body, created_at)
        select booking_id, ${senderId}::int, case when seeker_id = ${senderId} then 'seeker' else 'guide' end,
               ${body}::text, ${now}::timestamptz
        from conversation
        where status in ('confirmed', 'completed')
          and (${claimNotice}::boolean or exists (select 1 from previous where notice_sent_at > ${noticeDueBefore}))
        returning id, sender_id, side, body, created_at
      ),
      member as (
        insert into conversation_members as m (booking_id, user_id, unread_count, notice_sent_at)
        select ${bookingId}::int, recipient.user_id, 1, ${now}::timestamptz
        from recipient, written
        on conflict (booking_id, user_id) do update set
          unread_count = m.unread_count + 1,
          notice_sent_at = case
            when ${claimNotice}::boolean and (m.notice_sent_at is null or m.notice_sent_at <= ${noticeDueBefore})
              then excluded.notice_sent_at
            else m.notice_sent_at
          end
        returning xmax = 0 as inserted
      )
      select conversation.*, written.*,
        case
          when not ${claimNotice}::boolean then false
          when exists (select 1 from previous)
            then (select notice_sent_at is null or notice_sent_at <= ${noticeDueBefore} from previous)
          -- A row another message inserted at the same moment carries that message's notice.
          else (select inserted from member)
        end as noticed
      from conversation left join written on true`,
    );
    const conversation = row && conversationFromRow(row);
    if (!row || !conversation || !sideOf(conversation, senderId) || !isWritable(conversation)) {
      return { refused: true, conversation };
    }
    if (row.id === null) return { noticeDue: true };
    if (row.noticed) {
      const recipientId = row.side === 'seeker' ? conversation.guideId : conversation.seekerId;
      await this.deps.jobs.enqueue(db, 'message-notice-email', { messageId: row.id, recipientId });
    }
    return { message: messageView(messageFromRow(row), conversation, senderId) };
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
      ...conversationHeading(conversation),
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

/** Why a message was not written: nobody else may know the conversation exists. */
function refusal(conversation: Conversation | undefined, senderId: number): Error {
  if (!conversation || !sideOf(conversation, senderId)) return new NotFound(CONVERSATION_MESSAGES.notFound);
  return new Conflict(
    conversation.status === 'cancelled' ? CONVERSATION_MESSAGES.closed : CONVERSATION_MESSAGES.notPaid,
  );
}

function sideOf(conversation: Conversation, userId: number): MessageSide | null {
  if (conversation.seekerId === userId) return 'seeker';
  if (conversation.guideId === userId) return 'guide';
  return null;
}

function isWritable(conversation: Conversation): boolean {
  return (WRITABLE_STATUSES as readonly string[]).includes(conversation.status);
}

/** A conversation as the hand-written statements select it. */
interface ConversationRow {
  booking_id: number;
  status: string;
  seeker_id: number;
  guide_id: number;
  seeker_name: string;
  guide_name: string;
  session_title: string;
  session_starts_at: string | Date;
}

/** A message as the hand-written statements select it; all null on a page with no messages. */
interface PageRow {
  id: number | null;
  sender_id: number | null;
  side: string;
  body: string;
  created_at: string | Date;
  total: number;
}

/** The conversation of a booking, only when `userId` is one of its two sides. */
function conversationSelect(bookingId: number, userId: number) {
  return sql`
    select b.id as booking_id, b.status, b.student_id as seeker_id, s.practitioner_id as guide_id,
      coalesce(nullif(sp.name, ''), su.username) as seeker_name,
      coalesce(nullif(gp.name, ''), gu.username) as guide_name,
      s.title as session_title, s.starts_at as session_starts_at
    from bookings b
    join sessions s on s.id = b.session_id
    join users su on su.id = b.student_id
    left join profiles sp on sp.user_id = b.student_id
    join users gu on gu.id = s.practitioner_id
    left join profiles gp on gp.user_id = s.practitioner_id
    where b.id = ${bookingId} and ${userId} in (b.student_id, s.practitioner_id)`;
}

function conversationFromRow(row: ConversationRow): Conversation {
  return {
    bookingId: row.booking_id,
    status: row.status,
    seekerId: row.seeker_id,
    guideId: row.guide_id,
    seekerName: row.seeker_name,
    guideName: row.guide_name,
    sessionTitle: row.session_title,
    sessionStartsAt: instantOf(row.session_starts_at),
  };
}

function messageFromRow(row: PageRow): MessageRow {
  return {
    id: row.id!,
    senderId: row.sender_id,
    side: row.side,
    body: row.body,
    createdAt: row.created_at,
  };
}

/** What a page says of the conversation around its messages. */
function conversationHeading(conversation: Conversation) {
  return {
    bookingId: conversation.bookingId,
    sessionTitle: conversation.sessionTitle,
    sessionStartsAt: conversation.sessionStartsAt.toISOString(),
    seekerName: conversation.seekerName,
    guideName: conversation.guideName,
  };
}

/** A message's own columns, from drizzle's select or a hand-written statement. */
interface MessageRow {
  id: number;
  senderId: number | null;
  side: string;
  body: string;
  createdAt: Date | string;
}

function messageView(row: MessageRow, conversation: Conversation, readerId: number): ConversationMessage {
  const side = row.side as MessageSide;
  return {
    id: row.id,
    side,
    senderName: side === 'seeker' ? conversation.seekerName : conversation.guideName,
    mine: row.senderId !== null && row.senderId === readerId,
    body: row.body,
    createdAt: isoTextOf(row.createdAt),
  };
}
