import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findAppRoute } from '../../contract/app-routes';
import {
  type CreatePageRenderer,
  type RenderPage,
  SERVER_RENDER_FILE,
  type ServerRenderedPage,
} from '../../contract/first-screen';
import { hasSignedInFirstScreen } from '../../contract/signed-in-first-screens';

/**
 * The web app's server render from the build (`vite build --ssr` into `ssrDistDir`), with every screen's code
 * loaded; undefined when there is none (tests, or an API-only run), and pages then arrive for the app to draw.
 */
export async function loadServerRender(ssrDistDir: string): Promise<RenderPage | undefined> {
  const file = join(ssrDistDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return createPageRenderer();
}

/**
 * Pages with an account's form (sign-in, sign-up, password reset): drawn by the server, a form sent before the app
 * had taken the page over would go out as a plain GET, the password in its address.
 */
const ACCOUNT_FORM_PAGES = new Set(['/auth', '/signup', '/forgot-password', '/reset-password']);

/**
 * Pages the server draws. For a signed-out visitor: those open to everyone or only to signed-out visitors, and the
 * not-found page, except the pages of account forms; the others would only send the visitor to sign in. For a
 * signed-in visitor: the pages whose first screen the server reads (My Bookings, the guide dashboard, the admin
 * panel). Their other pages are for acting on (a guide's page is there to book): the app draws them, from the user
 * and answers they carry and with their code preloaded, which brings its buttons sooner than taking over a drawn
 * page would.
 */
export function isDrawnByServer(path: string, visitor: { signedIn: boolean }): boolean {
  const route = findAppRoute(path);
  if (!route) return true;
  if (ACCOUNT_FORM_PAGES.has(route.path)) return false;
  if (visitor.signedIn) return hasSignedInFirstScreen(route.path);
  return route.access.kind === 'public' || route.access.kind === 'signed-out';
}

/**
 * Source modules of the web app (relative to src/web, as the build's manifest names them) that a signed-in
 * visitor's page runs at once, by route: the screens of the signed-in pages the server draws, and the booking form
 * a guide's page shows a signed-in visitor.
 */
export const SIGNED_IN_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/bookings': ['app/routes/seekers/bookings.tsx'],
  '/practitioner-dashboard': ['app/routes/guides/guide-dashboard.tsx'],
  '/admin': ['app/routes/admin/admin.tsx'],
  '/practitioner/:id': ['features/bookings/components/booking-actions.tsx'],
  '/practitioners/:id': ['features/bookings/components/booking-actions.tsx'],
};

/** The modules of SIGNED_IN_MODULES of the page at `path`. */
export function signedInModules(path: string): readonly string[] {
  const route = findAppRoute(path);
  return (route && SIGNED_IN_MODULES[route.path]) ?? [];
}

/**
 * Writes the server's drawing of the page into index.html's empty `#root`, and the tags it asks for into the head.
 * The app's scripts are then no longer needed for the first paint, only to take the page over: they are fetched
 * at low priority, after the pictures and fonts the page shows.
 */
export function injectServerRender(html: string, page: ServerRenderedPage): string {
  const withRoot = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.rootMarkup}</div>`);
  const withHead = page.headTags
    ? withRoot.replace(/<\/head>/i, () => `  ${page.headTags}\n  </head>`)
    : withRoot;
  return withHead.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}
