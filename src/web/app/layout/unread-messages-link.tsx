import type { PublicUser } from '@contract/auth';
import { ROLE } from '@contract/roles';
import { MessageCircle } from 'lucide-react';
import { useUnreadCount } from '@/features/conversations';
import { useLingui } from '@/i18n';
import { Link } from '@/lib/router';

/**
 * The header's messages icon, with how many messages wait unread; it leads to where the conversations are.
 * Its words are the shell's: the conversations' catalogue loads only with a conversation.
 */
export function UnreadMessagesLink({ user }: { user: PublicUser }) {
  const { i18n } = useLingui();
  const unread = useUnreadCount(user.role !== ROLE.admin).data?.unread ?? 0;
  if (user.role === ROLE.admin) return null;
  const to = user.role === ROLE.guide ? '/practitioner-dashboard?tab=bookings' : '/bookings';
  const label = unread === 0 ? i18n._('header.messages') : i18n._('header.messagesUnread', { count: unread });
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-terracotta-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
