import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { BrandLogo } from '@/app/layout/brand-logo';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLingui } from '@/i18n';
import { useAuth } from '@/lib/auth';
import { Link, useLocation } from '@/lib/router';
import { useHydrated } from '@/lib/use-hydrated';
import { useGuideStanding } from './guide-standing';
import { MainNavLink } from './main-nav';
import { mainNavFor } from './nav-items';
import { NavigationProgress } from './navigation-progress';
import { UnreadMessagesLink } from './unread-messages-link';

// The avatar menu (and the menu primitives behind it) is only for signed-in people: visitors never download it.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
// The phone menu loads when the menu button is first pointed at, focused or tapped.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

export function SiteHeader() {
  const { i18n } = useLingui();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const standing = useGuideStanding(user);
  const items = mainNavFor(user, standing);
  const hydrated = useHydrated();

  // A new page (or section) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 h-16 print:hidden border-b border-border/80 bg-sand-50/95">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-8 lg:px-8">
        <BrandLogo />
        <nav aria-label={i18n._('header.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <MainNavLink
                  item={item}
                  className="rounded-full px-3.5 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-sand-100 hover:text-ink"
                  activeClassName="bg-azulejo-50 text-azulejo-700 hover:bg-azulejo-50 hover:text-azulejo-700"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch compact className="hidden lg:block" />
          {user && hydrated ? <UnreadMessagesLink user={user} /> : null}
          {isLoading ? (
            <Skeleton className="hidden size-10 rounded-full lg:block" />
          ) : user ? (
            <div className="hidden lg:block">
              {/* The menu's code is not in the server's render: its page, and the browser's first draw over it,
                  show the avatar alone. */}
              {hydrated ? (
                <Suspense fallback={<Avatar username={user.username} className="m-0.5 mr-8 size-9" />}>
                  <UserMenu user={user} standing={standing} />
                </Suspense>
              ) : (
                <Avatar username={user.username} className="m-0.5 mr-8 size-9" />
              )}
            </div>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Button asChild variant="ghost">
                <Link to="/auth">{i18n._('header.logIn')}</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">{i18n._('header.joinAsGuide')}</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={menuOpen ? i18n._('header.closeMenu') : i18n._('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5!" />
            ) : (
              <Menu aria-hidden="true" className="size-5!" />
            )}
          </Button>
        </div>
      </div>
      <NavigationProgress />
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} user={user} items={items} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
