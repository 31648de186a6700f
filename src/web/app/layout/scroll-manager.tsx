import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

const STORAGE_KEY = 'luz:scroll-positions';
const MAX_REMEMBERED = 50;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(saved);
  } catch {
    return new Map();
  }
}

const SECTION_WAIT_MS = 4000;

/**
 * Scrolls to the section with this id; when it is not there yet (its screen or its data still loading), waits
 * for it a few seconds. Returns what stops the waiting.
 */
function scrollToSection(id: string): (() => void) | undefined {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView();
    return undefined;
  }
  const observer = new MutationObserver(() => {
    const found = document.getElementById(id);
    if (!found) return;
    stop();
    found.scrollIntoView();
  });
  const timer = setTimeout(() => stop(), SECTION_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Where the page scrolls after a move: Back and Forward return to where the visitor was; a link to another page
 * starts at its top (or at the #section it names); a change of the query string alone (explore's filters,
 * a profile's tab) leaves the page where it is.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= readPositions();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      const saved = [...(positions.current ?? new Map())].slice(-MAX_REMEMBERED);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    };
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, []);

  // One listener for the whole visit; the layout effect below moves `currentKey` to a new page before it
  // scrolls, so scrolling done for the new page is never written under the old one.
  const currentKey = useRef(location.key);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current?.set(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === 'POP') {
      const saved = positions.current?.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!samePage) window.scrollTo(0, 0);
      // A first visit from outside (a link in an email to /profile#email-settings) goes to the section it names.
      if (saved === undefined && location.hash)
        return scrollToSection(decodeURIComponent(location.hash.slice(1)));
      return;
    }
    if (!samePage) window.scrollTo(0, 0);
    if (location.hash) return scrollToSection(decodeURIComponent(location.hash.slice(1)));
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
