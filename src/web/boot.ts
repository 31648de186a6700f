import { PAGE_CODE_ID } from '@contract/first-screen';
import { SESSION_META_NAME, SIGNED_OUT_CONTENT } from '@contract/page-meta';

const HIDDEN_TAB_WAIT_MS = 200;

/**
 * Resolves once the browser has painted the page and, with `loaded`, once the page has loaded (its pictures and
 * fonts are in).
 */
function pagePainted({ loaded }: { loaded: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const afterNextPaint = () => {
      // A hidden tab paints nothing: it goes on a moment later all the same.
      const hidden = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(hidden);
          resolve();
        }),
      );
    };
    if (!loaded || document.readyState === 'complete') afterNextPaint();
    else window.addEventListener('load', afterNextPaint, { once: true });
  });
}

/** Fetches the script files the server listed for this page all at once, so the app never waits for them in turn. */
function fetchPageCode(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(PAGE_CODE_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * index.html's script. A page the server drew is complete without the app: the app's code is fetched and run once
 * the page has been painted, so it never holds up its first paint, and then takes the page over. A visitor who is
 * not signed in has come to read, and the app waits until the page has loaded too, so it never competes with the
 * page's pictures and fonts; a signed-in visitor has come to act on their page, and the app comes as soon as it
 * is painted. An empty page needs the app at once (the server preloads its code).
 */
async function boot(): Promise<void> {
  if (document.getElementById('root')?.hasChildNodes()) {
    const session = document.querySelector(`meta[name="${SESSION_META_NAME}"]`)?.getAttribute('content');
    await pagePainted({ loaded: session === SIGNED_OUT_CONTENT });
    fetchPageCode();
  }
  await import('./main');
}

void boot();
