import { findAppRoute } from '@contract/app-routes';
import type { PublicUser } from '@contract/auth';
import {
  apiAnswerKey,
  type CreatePageRenderer,
  CURRENT_USER_ADDRESS,
  type ServerRenderedPage,
} from '@contract/first-screen';
import { LOCALE_PATH_PREFIX, splitLocalePath } from '@contract/locales';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { AppRoot } from './app/app-root';
import { AppRoutes, loadScreens } from './app/router';
import { decideAccess } from './lib/access';
import { renderAsServed } from './lib/served-page';

/** React writes what it wants fetched early (the pictures it preloads) ahead of the markup, as empty <link>s. */
const LEADING_LINKS = /^(?:<link\b[^>]*\/>)*/;

/**
 * The server's first draw of a page, from the same components the browser runs (main.tsx then hydrates it), so
 * a phone paints the page before the app's code has arrived and run. A page depends on nothing but its address
 * and the answers the server embeds, the signed-in visitor's own user among them.
 */
export const createPageRenderer: CreatePageRenderer = async () => {
  const componentOf = await loadScreens();
  return ({ url, answers, signedIn }) => {
    if (signedIn && !isShownTo(url, answers)) return undefined;
    const page = { signedOut: !signedIn, answers: new Map(Object.entries(answers)) };
    const { locale } = splitLocalePath(new URL(url, 'http://luz.invalid').pathname);
    const html = renderAsServed(page, () =>
      renderToString(
        <AppRoot
          locale={locale}
          router={
            <StaticRouter location={url} basename={LOCALE_PATH_PREFIX[locale] || '/'}>
              <AppRoutes componentOf={componentOf} />
            </StaticRouter>
          }
        />,
      ),
    );
    return splitHead(html);
  };
};

/**
 * Whether the route guard lets the signed-in visitor whose user the answers carry see this page. Otherwise it
 * sends them elsewhere, which only the browser can do.
 */
function isShownTo(url: string, answers: Readonly<Record<string, unknown>>): boolean {
  const user = answers[apiAnswerKey(CURRENT_USER_ADDRESS)] as PublicUser | undefined;
  const route = findAppRoute(splitLocalePath(new URL(url, 'http://luz.invalid').pathname).path);
  if (!user) return false;
  return !route || decideAccess(route, user).kind === 'allow';
}

/** The head's part goes to the head: inside #root the browser would find tags it did not draw. */
function splitHead(html: string): ServerRenderedPage {
  const headTags = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { headTags, rootMarkup: html.slice(headTags.length) };
}
