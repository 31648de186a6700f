import { useSearchParams } from '@/lib/router';
import { ConversationDialog } from './conversation-dialog';

/** The booking a notice email's link names (`?conversation={bookingId}`), if it names one. */
function linkedBookingId(searchParams: URLSearchParams): number | null {
  const text = searchParams.get('conversation') ?? '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/**
 * Opens the conversation a notice email links to, on the page as a whole: the booking need not be on the list's
 * first page, nor on the tab that is showing. Closing it takes the link's parameter away, so a reload does not
 * open it again.
 */
export function ConversationFromLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const bookingId = linkedBookingId(searchParams);
  if (bookingId === null) return null;
  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('conversation');
        return next;
      },
      { replace: true },
    );
  return (
    <ConversationDialog
      key={bookingId}
      bookingId={bookingId}
      open
      onOpenChange={(open) => (open ? undefined : close())}
    />
  );
}
