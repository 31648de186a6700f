import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface WhenVisibleProps {
  /** Usually a lazy component: its code is only asked for once the placeholder comes near the screen. */
  children: ReactNode;
  /** Holds the place (and roughly the height) until then, and while the code loads. */
  placeholder: ReactNode;
  /** Start early, e.g. when the address names a section inside. */
  eager?: boolean;
  /** How far below the screen to start loading. */
  rootMargin?: string;
}

/** Below-the-fold parts of a page, loaded as the visitor scrolls towards them rather than with the page. */
export function WhenVisible({
  children,
  placeholder,
  eager = false,
  rootMargin = '800px 0px',
}: WhenVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);

  useEffect(() => {
    if (near || eager) return;
    const node = anchor.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, eager, rootMargin]);

  if (near || eager) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={anchor}>{placeholder}</div>;
}
