import type { CreatePageRenderer, ServerRenderedPage } from '@contract/first-screen';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { AppRoutes, loadScreens } from './app/router';
import { renderAsServed } from './lib/served-page';

/** React writes what it wants fetched early (the pictures it preloads) ahead of the markup, as empty <link>s. */
const LEADING_LINKS = /^(?:<link\b[^>]*\/>)*/;

/**
 * The server's first draw of a page, from the same components the browser runs (main.tsx then hydrates it), so
 * a phone paints the page before the app's code has arrived and run. Only for signed-out visitors: their pages
 * depend on nothing but the address and the answers the server embeds.
 */
export const createPageRenderer: CreatePageRenderer = async () => {
  const componentOf = await loadScreens();
  return ({ url, answers }) => {
    const html = renderAsServed({ signedOut: true, answers: new Map(Object.entries(answers)) }, () =>
      renderToString(
        <AppRoot
          router={
            <StaticRouter location={url}>
              <AppRoutes componentOf={componentOf} />
            </StaticRouter>
          }
        />,
      ),
    );
    return splitHead(html);
  };
};

/** The head's part goes to the head: inside #root the browser would find tags it did not draw. */
function splitHead(html: string): ServerRenderedPage {
  const headTags = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { headTags, rootMarkup: html.slice(headTags.length) };
}
