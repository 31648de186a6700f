import { LOCALE_PATH_PREFIX, splitLocalePath } from '@contract/locales';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import {
  createKey,
  type Location,
  type NavigateFunction,
  type NavigationType,
  Router,
  withBasename,
  withoutBasename,
} from '@/lib/router';

const PendingNavigationContext = createContext(false);

/** True while the next screen (its code, usually) is still on its way and the current one stays up. */
export function usePendingNavigation(): boolean {
  return useContext(PendingNavigationContext);
}

/**
 * What each history entry holds: the same shape React Router wrote before (decision 060), so the entries of a
 * tab that loads a newer Luz keep their keys, and Back still finds where the visitor had scrolled.
 */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

function browserLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return {
    pathname: withoutBasename(basename, pathname),
    search,
    hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

/**
 * The browser's router. It moves to a new location inside a transition, so the current screen stays on display
 * while the next screen's chunk loads, and tells the header when such a move is under way. A Portuguese page's
 * addresses all start with /pt: the app's links are written without it and the router adds it (decision 061).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [basename] = useState(
    () => LOCALE_PATH_PREFIX[splitLocalePath(window.location.pathname).locale] || '/',
  );
  const [current, setCurrent] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: browserLocation(basename),
    navigationType: 'POP',
  }));
  const [isPending, startTransition] = useTransition();

  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state = null } = {}) => {
      const entry: HistoryEntry = { usr: state, key: createKey() };
      const address = withBasename(basename, to);
      if (replace) {
        window.history.replaceState(entry, '', address);
      } else {
        try {
          window.history.pushState(entry, '', address);
        } catch {
          // Safari refuses a burst of moves, and a state it cannot store is refused anywhere: load the page instead.
          window.location.assign(address);
          return;
        }
      }
      const location = browserLocation(basename);
      startTransition(() => setCurrent({ location, navigationType: replace ? 'REPLACE' : 'PUSH' }));
    },
    [basename],
  );

  useLayoutEffect(() => {
    const onPop = () => {
      const location = browserLocation(basename);
      startTransition(() => setCurrent({ location, navigationType: 'POP' }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [basename]);

  return (
    <PendingNavigationContext value={isPending}>
      <Router
        location={current.location}
        navigationType={current.navigationType}
        navigate={navigate}
        basename={basename}
      >
        {children}
      </Router>
    </PendingNavigationContext>
  );
}
