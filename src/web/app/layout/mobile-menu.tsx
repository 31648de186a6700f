import type { PublicUser } from '@contract/auth';
import { Heart, LogOut, UserRound } from 'lucide-react';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { Trans, useLingui } from '@/i18n';
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
  const { i18n } = useLingui();
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
                <Trans
                  id={/*i18n*/ 'menu.signedInAs'}
                  values={{ username: user.username }}
                  components={{ 0: <span className="block truncate font-semibold text-ink" /> }}
                />
              </p>
            </div>
          ) : null}
          <nav aria-label={i18n._('header.mainNav')}>
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
          <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
            <p className="text-sm font-medium text-ink-muted">{i18n._('language.switch')}</p>
            <LanguageSwitch />
          </div>
          <div className="grid gap-2 border-t border-border pt-4">
            {user ? (
              <>
                <Link to="/saved" className={`${linkClass} gap-3`}>
                  <Heart aria-hidden="true" className="size-5 text-ink-muted" />
                  {i18n._('nav.savedGuides')}
                </Link>
                <Link to="/profile" className={`${linkClass} gap-3`}>
                  <UserRound aria-hidden="true" className="size-5 text-ink-muted" />
                  {i18n._('nav.profile')}
                </Link>
                <button
                  type="button"
                  onClick={() => logout.mutate()}
                  disabled={logout.isPending}
                  className={`${linkClass} w-full cursor-pointer gap-3 text-left disabled:opacity-60`}
                >
                  <LogOut aria-hidden="true" className="size-5 text-ink-muted" />
                  {i18n._('menu.logOut')}
                </button>
              </>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                <Button asChild variant="outline" size="lg">
                  <Link to="/auth">{i18n._('header.logIn')}</Link>
                </Button>
                <Button asChild size="lg">
                  <Link to="/signup">{i18n._('header.joinAsGuide')}</Link>
                </Button>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
