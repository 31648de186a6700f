const HIDDEN_TAB_WAIT_MS = 200;

/** Resolves once the page has loaded (its pictures and fonts are in) and the browser has painted it. */
function pageLoadedAndPainted(): Promise<void> {
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
    if (document.readyState === 'complete') afterNextPaint();
    else window.addEventListener('load', afterNextPaint, { once: true });
  });
}

/**
 * index.html's script. A page the server drew is complete without the app: the app's code is fetched and run once
 * the page has loaded and been painted, so it never competes with the page's pictures and fonts or holds up its
 * first paint, and then takes the page over. An empty page needs the app at once (the server preloads its code).
 */
async function boot(): Promise<void> {
  if (document.getElementById('root')?.hasChildNodes()) await pageLoadedAndPainted();
  await import('./main');
}

void boot();
