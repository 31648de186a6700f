import { LOCALE_PATH_PREFIX, splitLocalePath } from '@contract/locales';
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const PendingNavigationContext = createContext(false);

/** True while the next screen (its code, usually) is still on its way and the current one stays up. */
export function usePendingNavigation(): boolean {
  return useContext(PendingNavigationContext);
}

/**
 * React Router in its declarative ("library") mode, which is about 16 KB (gzipped) lighter in every page's first
 * download than the data router; Luz loads its data with TanStack Query and needs none of the data router's
 * loaders or actions (docs/decisions). Like React Router's own BrowserRouter it moves to a new location inside
 * a transition, so the current screen stays on display while the next screen's chunk loads; unlike it, it
 * tells the header when such a move is under way. A Portuguese page's addresses all start with /pt: the app's
 * links are written without it and the router adds it (decision 061).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= UNSAFE_createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  const [isPending, startTransition] = useTransition();
  const [basename] = useState(
    () => LOCALE_PATH_PREFIX[splitLocalePath(window.location.pathname).locale] || '/',
  );

  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );

  return (
    <PendingNavigationContext value={isPending}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </PendingNavigationContext>
  );
}
