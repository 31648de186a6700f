import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConversationDialog } from './conversation-dialog';

/**
 * "Messages" beside a booking: opens its conversation. A link from a notice email
 * (`?conversation={bookingId}`) opens it at once.
 */
export function MessagesButton({ bookingId, size = 'sm' }: { bookingId: number; size?: 'sm' | 'md' }) {
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.get('conversation') === String(bookingId));
  return (
    <>
      <Button size={size} variant="soft" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" />
        Messages
      </Button>
      {open ? <ConversationDialog bookingId={bookingId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
