/** The listing read model's public file: what other features may use of it (decision 029). */
export {
  GUIDE_NOT_FOUND,
  isListedGuide,
  Listing,
  type ListingChanges,
  reviewerName,
} from './listing';
export { replyOf } from './review-replies';
