/**
 * A ref that keeps the element's height in its `--own-height` custom property while it lives, for styles that
 * depend on it: a sticky side card taller than the window works out from it where to stick, so that the page
 * scrolls through all of it before it stops.
 */
export function keepOwnHeight(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
    element.style.setProperty('--own-height', `${Math.ceil(height)}px`);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
