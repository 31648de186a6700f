import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLingui } from '../i18n';
import { ConversationDialog } from './conversation-dialog';

/** "Messages" beside a booking: opens its conversation (a notice email's link is `ConversationFromLink`'s). */
export function MessagesButton({ bookingId, size = 'sm' }: { bookingId: number; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="soft" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" />
        {i18n._('conversations.button')}
      </Button>
      {open ? <ConversationDialog bookingId={bookingId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
