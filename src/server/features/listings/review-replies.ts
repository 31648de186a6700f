import type { ReviewReply } from '../../../contract/reviews';
import { isoTextOf } from '../../db/raw-query';

/** A review's reply columns as a statement reads them (drivers hand timestamps as text or dates). */
export interface ReplyColumns {
  replyText: string | null;
  repliedAt: string | Date | null;
  replyEditedAt: string | Date | null;
}

/** The guide's reply as every list of reviews shows it; null when they have not replied. */
export function replyOf({ replyText, repliedAt, replyEditedAt }: ReplyColumns): ReviewReply | null {
  if (replyText === null || repliedAt === null) return null;
  return {
    text: replyText,
    createdAt: isoTextOf(repliedAt),
    editedAt: replyEditedAt === null ? null : isoTextOf(replyEditedAt),
  };
}
