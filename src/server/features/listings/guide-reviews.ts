import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewPage, ReviewPageQuery } from '../../../contract/reviews';
import type { DbOrTx } from '../../db/connection';
import { rawStatementOnce } from '../../db/prepared-once';
import { isoTextOf } from '../../db/raw-query';
import { profiles, reviews, sessions, users } from '../../db/schema';
import { isListedGuide } from './guide-cards';
import { replyOf } from './review-replies';
import { reviewerName } from './reviewer-names';

/** The profile of a review's author, beside the guide's own. */
const authorProfiles = alias(profiles, 'author_profile');

/**
 * A listed guide's stored review count and a page of their visible reviews, newest first
 * (`reviews_practitioner_created_id_idx`); no row at all means no such listed guide. Read on every
 * visit to a guide's page, so built once.
 */
const guideReviewPage = rawStatementOnce<
  {
    total: number;
    id: number | null;
    session_id: number;
    session_title: string;
    rating: number;
    comment: string;
    created_at: string;
    author_name: string | null;
    reply_text: string | null;
    replied_at: string | null;
    reply_edited_at: string | null;
  },
  { guideId: number; limit: number; offset: number }
>(sql`
  select ${profiles.reviewCount} as total, page.*
  from ${users}
  join ${profiles} on ${profiles.userId} = ${users.id}
  left join lateral (
    select ${reviews.id} as id, ${reviews.sessionId} as session_id, ${sessions.title} as session_title,
           ${reviews.rating} as rating, ${reviews.comment} as comment, ${reviews.createdAt} as created_at,
           ${authorProfiles.name} as author_name, ${reviews.replyText} as reply_text,
           ${reviews.repliedAt} as replied_at, ${reviews.replyEditedAt} as reply_edited_at
    from ${reviews}
    join ${sessions} on ${sessions.id} = ${reviews.sessionId}
    -- A second reading of profiles, the author's, under its alias's name.
    left join ${profiles} ${authorProfiles} on ${authorProfiles.userId} = ${reviews.seekerId}
    -- A review an admin hid shows nowhere public, as it counts nowhere in the stored totals.
    where ${reviews.guideId} = ${users.id} and ${reviews.hiddenAt} is null
    order by ${reviews.createdAt} desc, ${reviews.id} desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
  ) page on true
  where ${users.id} = ${sql.placeholder('guideId')} and ${isListedGuide}
  order by page.created_at desc, page.id desc`);

/** A page of a listed guide's reviews, newest first; null when there is no such listed guide. */
export async function readGuideReviews(
  db: DbOrTx,
  guideId: number,
  { page, pageSize }: ReviewPageQuery,
): Promise<ReviewPage | null> {
  const rows = await guideReviewPage(db, { guideId, limit: pageSize, offset: (page - 1) * pageSize });
  if (rows.length === 0) return null;
  const items = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            sessionId: row.session_id,
            sessionTitle: row.session_title,
            rating: row.rating,
            comment: row.comment,
            createdAt: isoTextOf(row.created_at),
            authorName: reviewerName(row.author_name),
            reply: replyOf({
              replyText: row.reply_text,
              repliedAt: row.replied_at,
              replyEditedAt: row.reply_edited_at,
            }),
          },
        ],
  );
  return { items, total: rows[0]!.total, page, pageSize };
}
