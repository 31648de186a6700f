/** Resolves once the page has loaded: its pictures and fonts are in, and it has been painted. */
function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * index.html's script. A page the server drew is complete without the app: the app's code (preloaded meanwhile,
 * at low priority) runs once the page has loaded, so it never holds up the first paint or the pictures, and then
 * takes the page over. An empty page needs the app at once.
 */
async function boot(): Promise<void> {
  if (document.getElementById('root')?.hasChildNodes()) await pageLoaded();
  await import('./main');
}

void boot();
