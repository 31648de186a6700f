import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Route, Switch, useParams as useWouterParams, Router as WouterRouter } from 'wouter';

/**
 * Luz's router: where the page is, how it got there, links and moves, and which screen an address shows. The
 * matching of addresses to routes is wouter's (a small library); the location is Luz's own, held in React state
 * by whoever renders the router (the browser's, the server's, a test's), so a move can happen inside a React
 * transition and keep the current screen up while the next one loads (docs/decisions/060).
 *
 * Paths given to the app and taken from it never carry the basename (a language's `/pt`, decision 061): the
 * router strips it from addresses it reads and adds it to the ones it writes.
 */

export interface Location {
  /** The path within the app, without the basename. */
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  /** The fragment with its `#`, or empty. */
  hash: string;
  /** What the move that led here carried (`navigate(to, { state })`), or null. */
  state: unknown;
  /** Names this visit to this history entry: the same again after Back or Forward or a reload. */
  key: string;
}

/** How the page got to where it is: POP is a first load, Back or Forward. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Carried by the new location, read as `useLocation().state`. */
  state?: unknown;
}

/** Moves to an app path (from the site's root, optionally with a query and a fragment). */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
  basename: string;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouterValue(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('A link or router hook used outside the router');
  return value;
}

/** The location hook wouter's routes match against: the app's location, never the browser's own. */
function useMatchedPath(): [string, NavigateFunction] {
  const { location, navigate } = useRouterValue();
  return [location.pathname, navigate];
}

/** The part of an address that is the path, the query and the fragment. */
export function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt === -1 ? '' : beforeHash.slice(searchAt);
  const pathname = (searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt)) || '/';
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** The browser's address of an app path: `/explore` is `/pt/explore` under `/pt`, and `/` is `/pt`. */
export function withBasename(basename: string, to: string): string {
  const base = basename === '/' ? '' : basename;
  if (!base) return to;
  if (to === '/') return base;
  if (to.startsWith('/?') || to.startsWith('/#')) return `${base}${to.slice(1)}`;
  return `${base}${to}`;
}

/** The app path of a browser's pathname: the reverse of withBasename. */
export function withoutBasename(basename: string, pathname: string): string {
  const base = basename === '/' ? '' : basename;
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

interface RouterProps {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
  /** What every address of the page starts with (`/pt`), or `/`. */
  basename?: string;
  children: ReactNode;
}

/** Gives the app a location and a way to move; BrowserRouter, StaticRouter and MemoryRouter fill it in. */
export function Router({ location, navigationType, navigate, basename = '/', children }: RouterProps) {
  const value = useMemo(
    () => ({ location, navigationType, navigate, basename }),
    [location, navigationType, navigate, basename],
  );
  return (
    <RouterContext value={value}>
      <WouterRouter hook={useMatchedPath}>{children}</WouterRouter>
    </RouterContext>
  );
}

function locationOf(path: string, state: unknown = null, key = 'default'): Location {
  return { ...splitPath(path), state, key };
}

const noMoves: NavigateFunction = () => undefined;

/** The server's router: one address, drawn once, nowhere to move to. */
export function StaticRouter({
  location,
  basename = '/',
  children,
}: {
  /** The page's address as the browser asked for it: path and query, with the basename. */
  location: string;
  basename?: string;
  children: ReactNode;
}) {
  const { pathname, search, hash } = new URL(location, 'http://luz.invalid');
  const current = locationOf(`${withoutBasename(basename, pathname)}${search}${hash}`);
  return (
    <Router location={current} navigationType="POP" navigate={noMoves} basename={basename}>
      {children}
    </Router>
  );
}

/** A router with its history in memory, for tests that draw a part of a page without a browser's address. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(() => ({
    location: locationOf(initialEntries.at(-1) ?? '/'),
    navigationType: 'POP' as NavigationType,
  }));
  const navigate = useCallback<NavigateFunction>((to, { replace = false, state = null } = {}) => {
    setCurrent({
      location: locationOf(to, state, createKey()),
      navigationType: replace ? 'REPLACE' : 'PUSH',
    });
  }, []);
  return (
    <Router location={current.location} navigationType={current.navigationType} navigate={navigate}>
      {children}
    </Router>
  );
}

/** A new location key, as unlikely as can be to repeat one in the tab's history. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function useLocation(): Location {
  return useRouterValue().location;
}

export function useNavigationType(): NavigationType {
  return useRouterValue().navigationType;
}

export function useNavigate(): NavigateFunction {
  return useRouterValue().navigate;
}

/** The named parts of the matched route's path (`:id`), as the address has them. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams();
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query string, and a way to change it: a move to the same path with the new query. The function form is
 * handed a copy of the current parameters, free to change.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouterValue();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { pathname } = location;
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      ).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname, params],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path from the site's root, optionally with a query and a fragment. */
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * A link within the app: a real address in its href (the basename included), so it opens in a new tab as any
 * link does, and a move without a page load on a plain click. A link to where the page already is replaces
 * the history entry rather than adding a second one.
 */
export function Link({ to, replace, state, onClick, target, ref, ...anchor }: LinkProps) {
  const { location, navigate, basename } = useRouterValue();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a {...anchor} ref={ref} href={withBasename(basename, to)} target={target} onClick={follow} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** Whether the page at `current` is the one `to` names, or (unless `end`) a page below it. */
function isActivePath(current: string, to: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const target = splitPath(to).pathname.toLowerCase();
  if (here === target) return true;
  if (end || target === '/') return false;
  const prefix = target.endsWith('/') ? target : `${target}/`;
  return here.startsWith(prefix);
}

/** A link that knows when it names the current page: `aria-current="page"`, and an active class. */
export function NavLink({ to, end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useRouterValue().location;
  const isActive = isActivePath(pathname, to, end);
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Moves elsewhere as soon as it is drawn; draws nothing. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const { navigate } = useRouterValue();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export interface RouteDefinition {
  /** A path pattern: `/practitioner/:id`. */
  path: string;
  element: ReactNode;
  /**
   * Routes with the same key are one screen under several paths: a move between them keeps the screen and its
   * state. The path when not given.
   */
  key?: string;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout draws the screen of the current route. */
export function Outlet() {
  return useContext(OutletContext);
}

/**
 * Draws `layout` with, in its <Outlet />, the element of the first route whose path matches the location, or
 * `notFound` when none does.
 */
export function Routes({
  layout,
  routes,
  notFound,
}: {
  layout: ReactNode;
  routes: readonly RouteDefinition[];
  notFound: ReactNode;
}) {
  const screen = (
    <Switch>
      {routes.map((route) => (
        <Route key={route.key ?? route.path} path={route.path}>
          {route.element}
        </Route>
      ))}
      <Route>{notFound}</Route>
    </Switch>
  );
  return <OutletContext value={screen}>{layout}</OutletContext>;
}
