import type { PublicUser } from '@contract/auth';
import { Heart, LogOut, UserRound } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { Link } from '@/lib/router';
import { MainNavLink } from './main-nav';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  id: string;
  user: PublicUser | null;
  items: NavItem[];
  onClose: () => void;
}

const linkClass =
  'flex items-center rounded-xl px-3 py-3 text-base font-medium text-ink transition-colors hover:bg-sand-100';

export function MobileMenu({ id, user, items, onClose }: MobileMenuProps) {
  const logout = useLogout();
  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 top-16 z-30 cursor-default bg-ink/25 animate-fade-in lg:hidden"
      />
      <div
        id={id}
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-sand-50 shadow-lift animate-slide-down lg:hidden"
      >
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 sm:px-6">
          {user ? (
            <div className="flex items-center gap-3 rounded-2xl bg-card p-3 shadow-soft">
              <Avatar username={user.username} />
              <p className="min-w-0 text-sm text-ink-muted">
                Signed in as <span className="block truncate font-semibold text-ink">{user.username}</span>
              </p>
            </div>
          ) : null}
          <nav aria-label="Main">
            <ul className="grid gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <MainNavLink
                    item={item}
                    className={linkClass}
                    activeClassName="bg-azulejo-50 text-azulejo-700 hover:bg-azulejo-50"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-2 border-t border-border pt-4">
            {user ? (
              <>
                <Link to="/saved" className={`${linkClass} gap-3`}>
                  <Heart aria-hidden="true" className="size-5 text-ink-muted" />
                  Saved guides
                </Link>
                <Link to="/profile" className={`${linkClass} gap-3`}>
                  <UserRound aria-hidden="true" className="size-5 text-ink-muted" />
                  Profile
                </Link>
                <button
                  type="button"
                  onClick={() => logout.mutate()}
                  disabled={logout.isPending}
                  className={`${linkClass} w-full cursor-pointer gap-3 text-left disabled:opacity-60`}
                >
                  <LogOut aria-hidden="true" className="size-5 text-ink-muted" />
                  Log out
                </button>
              </>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                <Button asChild variant="outline" size="lg">
                  <Link to="/auth">Log in</Link>
                </Button>
                <Button asChild size="lg">
                  <Link to="/signup">Join as Guide</Link>
                </Button>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
