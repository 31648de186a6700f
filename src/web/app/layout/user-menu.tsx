import type { PublicUser } from '@contract/auth';
import {
  CalendarDays,
  ChevronDown,
  FileText,
  Heart,
  Hourglass,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { useLingui } from '@/i18n';
import { Link } from '@/lib/router';
import { accountNavFor, type GuideStanding } from './nav-items';

const ICONS: Record<string, LucideIcon> = {
  '/bookings': CalendarDays,
  '/saved': Heart,
  '/practitioner-dashboard': LayoutDashboard,
  '/guide-application': FileText,
  '/waiting-approval': Hourglass,
  '/admin': ShieldCheck,
  '/profile': UserRound,
};

export function UserMenu({ user, standing }: { user: PublicUser; standing: GuideStanding }) {
  const { i18n } = useLingui();
  const logout = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={i18n._('userMenu.trigger', { username: user.username })}
        className="group inline-flex cursor-pointer items-center gap-1.5 rounded-full p-0.5 pr-2 transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100"
      >
        <Avatar username={user.username} className="size-9" />
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-ink">{i18n._('userMenu.myAccount')}</span>
          <span className="block truncate text-xs text-ink-muted">{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountNavFor(user, standing).map((item) => {
          const Icon = ICONS[item.to] ?? UserRound;
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>
                <Icon aria-hidden="true" />
                {i18n._(item.label)}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {i18n._('menu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
