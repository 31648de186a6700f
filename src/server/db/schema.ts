import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BOOKING_CANCELLATION_REASONS } from '../../contract/bookings';
import { APPLICATION_STATUSES, BOOKING_STATUSES, SESSION_STATUSES } from '../../contract/catalog';
import { POLICY_ACCEPTANCE_CONTEXTS } from '../../contract/policies';
import { ROLE, ROLES } from '../../contract/roles';
import { searchWordsOf } from './text-search';

export const userRole = pgEnum('user_role', ROLES);
export const sessionStatus = pgEnum('session_status', SESSION_STATUSES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const bookingCancellationReason = pgEnum('booking_cancellation_reason', BOOKING_CANCELLATION_REASONS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default(ROLE.seeker),
    isGuide: boolean('is_guide').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    profileComplete: boolean('profile_complete').notNull().default(false),
    /** Deactivated users cannot sign in and have no live sessions. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When the person deleted their account: the row stays, emptied of who they were, so the bookings,
     * payments and reviews that name it still add up; it can never sign in or be reactivated.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeConnectId: text('stripe_connect_id'),
    /**
     * The language the person reads Luz in (decision 061): the page's at sign-up, then each choice made with
     * the language switch. Every email to them is written in it.
     */
    locale: text('locale').notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    check('users_locale_known', sql`${t.locale} in ('en', 'pt-PT')`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // The admin lists page every table newest first, ties broken by id.
    index('users_created_id_idx').on(t.createdAt, t.id),
    // Explore, profiles and the sitemap only ever list approved, active guides.
    index('users_listed_guides_idx')
      .on(t.id)
      .where(sql`${t.role} = 'practitioner' and ${t.isApproved} and ${t.isActive}`),
    check('users_username_length', sql`char_length(${t.username}) between 3 and 50`),
    check('users_email_shape', sql`${t.email} like '%_@_%'`),
  ],
);

/** Signed-in browser sessions. Only the SHA-256 of the cookie's token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export type SocialLinks = { instagram?: string; website?: string };
/** Weekday (monday..sunday) to the slots (morning, afternoon, evening) the guide is available in. */
export type WeeklyAvailability = Partial<Record<string, string[]>>;

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    bio: text('bio'),
    /**
     * The guide's own words in both languages (decision 062): `bio` is the text as they wrote it first,
     * `bio_locale` its language ('en' or 'pt-PT'; null for a bio written before Luz asked, shown in every
     * language), `bio_in_other_locale` their own version in the other language, if they wrote one.
     */
    bioLocale: text('bio_locale'),
    bioInOtherLocale: text('bio_in_other_locale'),
    /** One line, taken as written in the bio's first language. */
    shortBio: text('short_bio'),
    city: text('city').notNull().default('Lisbon'),
    /**
     * A guide's place, one of the contract's `PLACES` (decision 046), whose town is `city`. Null for
     * seekers, and for a guide who has not chosen one yet.
     */
    neighbourhood: text('neighbourhood'),
    country: text('country'),
    category: text('category'),
    subcategory: text('subcategory'),
    /** How the guide offers sessions, as a card shows it: "1:1 Sessions", "Group Sessions", "1:1 & Group". */
    sessionFormat: text('session_format'),
    /** The guide's usual price of a 1:1 session, in cents; private session requests use it. */
    pricePerSession: integer('price_per_session'),
    /** The guide's usual price of a place in a group session, in cents; null when they offer none. */
    pricePerGroupSession: integer('price_per_group_session'),
    modalities: text('modalities').array().notNull().default(sql`'{}'::text[]`),
    credentials: text('credentials').array().notNull().default(sql`'{}'::text[]`),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    experienceYears: integer('experience_years'),
    photoGallery: text('photo_gallery').array().notNull().default(sql`'{}'::text[]`),
    profilePicUrl: text('profile_pic_url'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    availability: jsonb('availability').$type<WeeklyAvailability>().notNull().default({}),
    // What explore filters, sorts and counts on, kept exact by the triggers of migration 0006 (see
    // decision 014): whether the guide is listed (approved, active), their review totals, and the
    // earliest scheduled public session with a spot left. That session may already have started:
    // reads take it as the next one only while it lies ahead and look the next one up otherwise.
    /** The user is an approved, active guide: copied from `users` by a trigger. */
    listed: boolean('listed').notNull().default(false),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The average rating to one decimal, null without reviews. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).generatedAlwaysAs(
      sql`round(rating_sum::numeric / nullif(review_count, 0), 1)`,
    ),
    openSessionId: integer('open_session_id'),
    openSessionStartsAt: timestamp('open_session_starts_at', { withTimezone: true }),
    openSessionPrice: integer('open_session_price'),
    /** The card's price while `open_session_starts_at` lies ahead: that session's, else the usual one. */
    cardPrice: integer('card_price').generatedAlwaysAs(sql`coalesce(open_session_price, price_per_session)`),
    /**
     * What explore's text search matches: name, category, subcategory and place (neighbourhood and
     * city, so "Alfama" and "Cascais" find guides there), accents removed (`luz_unaccent`, migration
     * 0001) and in lower case, stored so a match is a plain LIKE.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(luz_unaccent(coalesce(name, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, '') || ' ' || coalesce(neighbourhood, '') || ' ' || city))`,
    ),
    ...timestamps,
  },
  (t) => [
    check(
      'profiles_experience_years_non_negative',
      sql`${t.experienceYears} is null or ${t.experienceYears} >= 0`,
    ),
    check('profiles_price_positive', sql`${t.pricePerSession} is null or ${t.pricePerSession} > 0`),
    check(
      'profiles_group_price_positive',
      sql`${t.pricePerGroupSession} is null or ${t.pricePerGroupSession} > 0`,
    ),
    check('profiles_gallery_max_6', sql`coalesce(array_length(${t.photoGallery}, 1), 0) <= 6`),
    check('profiles_short_bio_length', sql`${t.shortBio} is null or char_length(${t.shortBio}) <= 120`),
    check('profiles_bio_locale_known', sql`${t.bioLocale} is null or ${t.bioLocale} in ('en', 'pt-PT')`),
    // A second version is in "the other language" only once the first one's language is known.
    check(
      'profiles_bio_in_other_locale_has_a_first',
      sql`${t.bioInOtherLocale} is null or (${t.bioLocale} is not null and ${t.bio} is not null)`,
    ),
    // Explore reads listed guides only: by category, in rating order, by price, by next session.
    index('profiles_listed_category_idx').on(t.category).where(sql`${t.listed}`),
    index('profiles_listed_rating_idx')
      .on(sql`${t.rating} desc nulls last`, sql`${t.reviewCount} desc`, t.userId)
      .where(sql`${t.listed}`),
    index('profiles_listed_card_price_idx').on(t.cardPrice, t.openSessionStartsAt).where(sql`${t.listed}`),
    index('profiles_listed_open_session_idx').on(t.openSessionStartsAt).where(sql`${t.listed}`),
    index('profiles_listed_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.listed}`),
    // Typos: the same text in the words `strict_word_similarity` compares (decision 052).
    index('profiles_listed_search_words_trgm_idx')
      .using('gin', sql`${searchWordsOf(t.searchText)} gin_trgm_ops`)
      .where(sql`${t.listed}`),
    index('profiles_modalities_idx').using('gin', t.modalities),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    guideId: integer('practitioner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The description's language and the guide's own version in the other one, as a profile's bio (decision 062). */
    descriptionLocale: text('description_locale'),
    descriptionInOtherLocale: text('description_in_other_locale'),
    location: text('location').notNull(),
    modality: text('modality').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    price: integer('price').notNull(),
    capacity: integer('capacity').notNull(),
    remainingSpots: integer('remaining_spots').notNull(),
    status: sessionStatus('status').notNull().default('scheduled'),
    /** A 1:1 session a seeker requested in the guide's availability: bookable only by that seeker. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    /** Held online rather than at `location` (which then reads "Online"). */
    online: boolean('online').notNull().default(false),
    /** An online session's meeting link: only its guide, admins and seekers with a confirmed booking see it. */
    meetingUrl: text('meeting_url'),
    /**
     * The SEQUENCE of the session's calendar event in its seekers' calendars: raised by each change its
     * confirmed seekers are told of (`session_changes`), so an update always outranks what they hold.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('sessions_price_positive', sql`${t.price} > 0`),
    // An online session always has its link, and one in person never keeps a stale one.
    check('sessions_meeting_url_when_online', sql`(${t.meetingUrl} is not null) = ${t.online}`),
    check('sessions_capacity_positive', sql`${t.capacity} > 0`),
    check(
      'sessions_description_locale_known',
      sql`${t.descriptionLocale} is null or ${t.descriptionLocale} in ('en', 'pt-PT')`,
    ),
    check(
      'sessions_description_in_other_locale_has_a_first',
      sql`${t.descriptionInOtherLocale} is null or ${t.descriptionLocale} is not null`,
    ),
    check('sessions_remaining_spots_range', sql`${t.remainingSpots} between 0 and ${t.capacity}`),
    check('sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('sessions_practitioner_starts_idx').on(t.guideId, t.startsAt),
    index('sessions_status_starts_idx').on(t.status, t.startsAt),
    index('sessions_starts_id_idx').on(t.startsAt, t.id),
    index('sessions_modality_idx').on(t.modality),
    // Explore's modality filter: guides with an open session of that modality still to come.
    index('sessions_open_modality_starts_idx')
      .on(t.modality, t.startsAt, t.guideId)
      .where(sql`${t.status} = 'scheduled' and ${t.requestedBy} is null`),
    // A guide's next open session (cards, detail) and explore's date filter read only these rows.
    index('sessions_open_practitioner_starts_idx')
      .on(t.guideId, t.startsAt)
      .where(sql`${t.status} = 'scheduled' and ${t.requestedBy} is null`),
    // Explore's online filter: guides with an open online session still to come.
    index('sessions_open_online_practitioner_starts_idx')
      .on(t.guideId, t.startsAt)
      .where(sql`${t.online} and ${t.status} = 'scheduled' and ${t.requestedBy} is null`),
    // The completion sweep looks for scheduled sessions that have ended.
    index('sessions_scheduled_ends_idx').on(t.endsAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    seekerId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: bookingStatus('status').notNull().default('pending'),
    notes: text('notes'),
    /** While pending, the spot is held until this moment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentProvider: text('payment_provider'),
    /** The provider's checkout reference (Stripe Checkout Session id, or the local checkout id). */
    paymentReference: text('payment_reference'),
    /** Where the seeker pays while the hold lasts. */
    checkoutUrl: text('checkout_url'),
    /** Cents the checkout asks for: the session's price when the hold was placed, never the client's. */
    amountDue: integer('amount_due'),
    /**
     * Which of the seeker's few places for unpaid holds this hold takes while pending: a unique index
     * keeps two holds of one seeker from taking the same, so no race holds more than the limit.
     */
    holdSlot: smallint('hold_slot'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Cents paid (in the smallest unit of `paymentCurrency` when that is not euros). */
    paymentAmount: integer('payment_amount'),
    /**
     * The currency the provider says was paid in, lower case, when a payment waits for review;
     * null means euros.
     */
    paymentCurrency: text('payment_currency'),
    commissionAmount: integer('commission_amount'),
    /** When the provider took the payment: the receipt's date paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The card the seeker paid with, as the receipt names it: its brand as the provider writes it
     * ("visa"; null on Luz's own test checkout) and its last four digits. Read from the provider when
     * the payment is recorded; null when the provider did not say.
     */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Cents owed back to the seeker; set when the booking is cancelled, whether or not sent yet. */
    refundAmount: integer('refund_amount'),
    /** When the provider accepted the refund; null with a refund amount means it is still to be sent. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: bookingCancellationReason('cancellation_reason'),
    /**
     * When the guide last changed the session's title, time or place while this booking was confirmed:
     * from then on the seeker may cancel with a full refund until it starts, whatever the 24-hour rule.
     */
    sessionChangedAt: timestamp('session_changed_at', { withTimezone: true }),
    /**
     * What the admin bookings search matches: seeker name, username and email, guide name and
     * username, session title, accents removed, in lower case. Written and kept current by the triggers of
     * migration 0006 (`luz_booking_search_text`), never by the code.
     */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('bookings_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('bookings_payment_non_negative', sql`${t.paymentAmount} is null or ${t.paymentAmount} >= 0`),
    check(
      'bookings_commission_within_payment',
      sql`${t.commissionAmount} is null or (${t.commissionAmount} >= 0 and ${t.commissionAmount} <= coalesce(${t.paymentAmount}, 0))`,
    ),
    check(
      'bookings_refund_within_payment',
      sql`${t.refundAmount} is null or (${t.refundAmount} >= 0 and ${t.refundAmount} <= coalesce(${t.paymentAmount}, 0))`,
    ),
    // A seeker holds at most one live booking per session (pending, confirmed or in payment review;
    // written without naming the newest status, which its own migration may not use yet).
    uniqueIndex('bookings_one_active_per_seeker')
      .on(t.sessionId, t.seekerId)
      .where(sql`${t.status} not in ('cancelled', 'completed')`),
    index('bookings_student_created_idx').on(t.seekerId, t.createdAt),
    index('bookings_session_idx').on(t.sessionId),
    // The admin list walks bookings newest first, within a status or not, testing its search on
    // the index alone: no row is read from the table until it is on the page. Holds come and go by
    // the thousand between two analyses, so the status index leaves them out: a plan made when
    // there were none would otherwise read every hold through it (pending ones are found through
    // `bookings_pending_hold_idx`).
    index('bookings_created_id_search_idx').on(t.createdAt, t.id, t.searchText),
    index('bookings_settled_status_created_id_search_idx')
      .on(t.status, t.createdAt, t.id, t.searchText)
      .where(sql`${t.status} <> 'pending'`),
    index('bookings_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    // A seeker holds at most MAX_UNPAID_HOLDS unpaid bookings at once (src/contract/checkout.ts).
    uniqueIndex('bookings_hold_slot_per_seeker')
      .on(t.seekerId, t.holdSlot)
      .where(sql`${t.status} = 'pending'`),
    check('bookings_hold_slot_range', sql`${t.holdSlot} between 1 and 2`),
    // The holds a seeker let lapse lately, which slow their next bookings.
    index('bookings_lapsed_hold_idx')
      .on(t.seekerId, t.holdExpiresAt)
      .where(sql`${t.cancellationReason} = 'hold_expired'`),
    uniqueIndex('bookings_payment_reference_key').on(t.paymentReference),
    check('bookings_amount_due_positive', sql`${t.amountDue} is null or ${t.amountDue} > 0`),
    // Refunds the provider has not accepted yet, which the sweeper sends again.
    index('bookings_unsent_refund_idx')
      .on(t.cancelledAt)
      .where(sql`${t.refundAmount} > 0 and ${t.refundedAt} is null`),
    // charge.refunded names the payment intent, not the booking.
    index('bookings_payment_intent_idx')
      .on(t.stripePaymentIntentId)
      .where(sql`${t.stripePaymentIntentId} is not null`),
  ],
);

/** What a session's booked seekers rely on, as it was before or after a change they were told of. */
export interface AnnouncedSessionFields {
  title: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  location: string;
  online: boolean;
  meetingUrl: string | null;
}

/**
 * Each change of a session's title, time, place or meeting link that its confirmed seekers were told
 * of, before and after, under the calendar SEQUENCE it was given: the change email says what changed
 * from it, however long the email waits and whatever changes came after.
 */
export const sessionChanges = pgTable(
  'session_changes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    calendarSequence: integer('calendar_sequence').notNull(),
    before: jsonb('before').$type<AnnouncedSessionFields>().notNull(),
    after: jsonb('after').$type<AnnouncedSessionFields>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('session_changes_session_sequence_key').on(t.sessionId, t.calendarSequence)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    /** The booking that entitles the review: one review per booking. */
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    seekerId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    guideId: integer('practitioner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** The guide's one public reply; null until they write it. */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyEditedAt: timestamp('reply_edited_at', { withTimezone: true }),
    /**
     * Set when an admin hid the review: it no longer shows publicly nor counts in the guide's rating
     * (the totals triggers of migration 0006, as the review-replies migration redefines them, skip it).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) between 5 and 500`),
    check(
      'reviews_reply_complete',
      sql`(${t.replyText} is null) = (${t.repliedAt} is null) and char_length(${t.replyText}) between 1 and 1000`,
    ),
    // A guide's reviews, newest first, a page at a time.
    index('reviews_practitioner_created_id_idx').on(t.guideId, t.createdAt, t.id),
    index('reviews_session_idx').on(t.sessionId),
  ],
);

/** Someone's report that a review breaks the rules: one per person and review, until an admin decides. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'hidden' or 'dismissed', with when and by which admin; all null while the report waits. */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    check(
      'review_reports_reason_known',
      sql`${t.reason} in ('spam', 'offensive', 'private_information', 'not_about_session', 'other')`,
    ),
    check('review_reports_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    check(
      'review_reports_resolution_known',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null) and ${t.resolution} in ('hidden', 'dismissed')`,
    ),
    // The admins' list: reviews with open reports, the latest first.
    index('review_reports_open_idx').on(t.reviewId, t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('review_reports_review_created_idx').on(t.reviewId, t.createdAt),
  ],
);

/**
 * The conversation of a booking: messages between its seeker and its session's guide (decision 057).
 * `side` says who wrote, so a message still reads right once its writer's account is gone.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A conversation is read newest first, a page at a time.
    index('conversation_messages_booking_id_idx').on(t.bookingId, t.id),
    check('conversation_messages_side_known', sql`${t.side} in ('seeker', 'guide')`),
    check('conversation_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * Each side of a conversation: what they have not read yet, and when they were last told of new
 * messages by email (at most one notice per conversation in a quarter-hour).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.userId] }),
    // The header's unread count sums only the conversations with something unread.
    index('conversation_members_unread_idx').on(t.userId, t.unreadCount).where(sql`${t.unreadCount} > 0`),
    check('conversation_members_unread_non_negative', sql`${t.unreadCount} >= 0`),
  ],
);

/** A side of a conversation asking an admin to look at it: once per person and conversation. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_reports_booking_reporter_key').on(t.bookingId, t.reporterId),
    index('conversation_reports_created_id_idx').on(t.createdAt, t.id),
    check(
      'conversation_reports_reason_known',
      sql`${t.reason} in ('harassment', 'spam', 'off_platform_payment', 'other')`,
    ),
    check('conversation_reports_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);

/** Guides a seeker saved. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guideId: integer('practitioner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_student_practitioner_key').on(t.seekerId, t.guideId),
    check('favorites_not_self', sql`${t.seekerId} <> ${t.guideId}`),
  ],
);

export const guideApplications = pgTable(
  'guide_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** The town of `neighbourhood`; an application older than the list of places keeps the city it gave. */
    city: text('city').notNull(),
    /** One of the contract's `PLACES`; null on an older application whose city named none. */
    neighbourhood: text('neighbourhood'),
    yearsExperience: integer('years_experience').notNull().default(0),
    /** The experience level the applicant chose ("3-5 years"). */
    experienceLevel: text('experience_level'),
    instagram: text('instagram'),
    website: text('website'),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    bio: text('bio').notNull(),
    uniqueApproach: text('unique_approach'),
    profilePhotoUrl: text('profile_photo_url'),
    certification1Name: text('certification1_name').notNull(),
    certification1Url: text('certification1_url').notNull(),
    certification2Name: text('certification2_name'),
    certification2Url: text('certification2_url'),
    professionalReferenceEmail: text('professional_reference_email'),
    languages: text('languages').array().notNull().default(sql`'{English}'::text[]`),
    sessionLocation: text('session_location'),
    sessionLocationOther: text('session_location_other'),
    sessionFormat: text('session_format').notNull(),
    offerGroupSessions: boolean('offer_group_sessions').notNull().default(false),
    pricePerSession: integer('price_per_session').notNull(),
    pricePerGroupSession: integer('price_per_group_session'),
    status: applicationStatus('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('guide_applications_price_positive', sql`${t.pricePerSession} > 0`),
    check(
      'guide_applications_group_price_non_negative',
      sql`${t.pricePerGroupSession} is null or ${t.pricePerGroupSession} >= 0`,
    ),
    check('guide_applications_years_non_negative', sql`${t.yearsExperience} >= 0`),
    // One application under review per person; a rejected applicant may apply again.
    uniqueIndex('guide_applications_one_pending_per_user').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('guide_applications_status_created_idx').on(t.status, t.createdAt),
    index('guide_applications_user_idx').on(t.userId),
    index('guide_applications_created_id_idx').on(t.createdAt, t.id),
  ],
);

/** Payment provider events already handled, so a redelivered webhook changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What admins did: every admin mutation, with the target before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    // One thing's history: GET /api/admin/audit-log?targetType=user&targetId=…
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/** People who asked for the newsletter; one row per address, whatever its case. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_email_shape', sql`${t.email} like '%_@_%'`),
  ],
);

/** Fixed-window counters of the rate limiter, shared by every server process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Bytes as PostgreSQL's `bytea`; `pg` reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded images when they are kept in the database (no S3 bucket configured), under the name their
 * address ends with (`/uploads/{name}`). A name never changes its bytes.
 */
export const images = pgTable(
  'images',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sweep of unreferenced images reads the old ones only.
    index('images_created_idx').on(t.createdAt),
    check('images_size_matches', sql`${t.size} = octet_length(${t.bytes})`),
  ],
);

export const policyAcceptanceContext = pgEnum('policy_acceptance_context', POLICY_ACCEPTANCE_CONTEXTS);

/**
 * Each time someone accepted the Terms and the Privacy policy, with the version they were shown: on creating an
 * account, and again on sending a guide application (the Terms bind guides to more). A history, not a flag, so a
 * new version can tell who accepted which, and when.
 */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    context: policyAcceptanceContext('context').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_acceptances_user_idx').on(t.userId, t.acceptedAt)],
);

/**
 * Which optional emails a person wants (reminders, the guide's agenda, notices of new messages), and
 * the key their one-click unsubscribe links are signed with. No row means every optional email is
 * on; the row is written the first time either is needed. Receipts, cancellations and changes to a
 * booked session are not optional and have no setting here.
 */
export const emailSettings = pgTable('email_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  agenda: boolean('agenda').notNull().default(true),
  messageNotices: boolean('message_notices').notNull().default(true),
  /** Random, never shown: signs the person's unsubscribe links, so they work without signing in. */
  unsubscribeKey: text('unsubscribe_key').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each reminder queued, one per booking and start time: the sweep writes the row and the job
 * together, so a booking is reminded once for a given start, and again only if its session moves.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    /** When the mail server accepted it; null while waiting, or when it was not sent (cancelled, moved, switched off). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.startsAt] })],
);

/** Each guide's evening agenda queued, one per guide and Lisbon day. */
export const guideAgendas = pgTable(
  'guide_agendas',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Lisbon day the agenda is for (yyyy-MM-dd). */
    day: text('day').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.day] }),
    check('guide_agendas_day_shape', sql`${t.day} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);
