import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex h-11 items-center gap-1 rounded-full bg-sand-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-full flex-1 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-medium text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-card data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6', className)} {...props} />;
}

/** How far the fade reaches in from a side where more tabs are hidden, in pixels. */
const FADE_PX = 40;
/** How far from a side the open tab is kept, to be clear of the fade and of the arrow drawn over it. */
const CLEAR_PX = 56;

const FADES = {
  none: undefined,
  start: `linear-gradient(to right, transparent, black ${FADE_PX}px)`,
  end: `linear-gradient(to right, black calc(100% - ${FADE_PX}px), transparent)`,
  both: `linear-gradient(to right, transparent, black ${FADE_PX}px, black calc(100% - ${FADE_PX}px), transparent)`,
} as const;

/** Scrolls the strip sideways just enough that the open tab is clear of the fades and arrows. */
function revealActiveTab(strip: HTMLElement) {
  const active = strip.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active) return;
  const tab = active.getBoundingClientRect();
  const frame = strip.getBoundingClientRect();
  if (tab.left < frame.left + CLEAR_PX) strip.scrollLeft -= frame.left + CLEAR_PX - tab.left;
  else if (tab.right > frame.right - CLEAR_PX) strip.scrollLeft += tab.right - (frame.right - CLEAR_PX);
}

/**
 * Holds a TabsList that may be wider than the screen (a phone): the row scrolls sideways, the side where more tabs
 * are hidden fades out behind an arrow, so that a cut-off label reads as "more this way", and the open tab is
 * brought into view whenever it changes (after a reload or Back too).
 */
export function TabsScroller({ className, children }: { className?: string; children: ReactNode }) {
  const strip = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<keyof typeof FADES>('none');

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setHidden(start && end ? 'both' : start ? 'start' : end ? 'end' : 'none');
    };
    revealActiveTab(element);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    // Tabs that grow once their counts load push the open one aside: it is brought back.
    const grown = new ResizeObserver(() => {
      revealActiveTab(element);
      measure();
    });
    if (element.firstElementChild) grown.observe(element.firstElementChild);
    // A tab opened by the page (from the address, or by a link elsewhere on it) is brought into view as well.
    const switched = new MutationObserver(() => revealActiveTab(element));
    switched.observe(element, { subtree: true, attributeFilter: ['data-state'] });
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
      grown.disconnect();
      switched.disconnect();
    };
  }, []);

  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.6, behavior: 'smooth' });

  return (
    <div className="relative">
      <div
        ref={strip}
        // The scroll padding keeps a tab that arrow keys move focus to clear of the fades and arrows too.
        className={cn('overflow-x-auto scroll-px-14 [scrollbar-width:none]', className)}
        style={{ maskImage: FADES[hidden] }}
      >
        {children}
      </div>
      {/* For the pointer only: keyboards move along the tabs with the arrow keys, screen readers list them all. */}
      {hidden === 'start' || hidden === 'both' ? (
        <ScrollArrow side="start" onClick={() => scrollBy(-1)} />
      ) : null}
      {hidden === 'end' || hidden === 'both' ? <ScrollArrow side="end" onClick={() => scrollBy(1)} /> : null}
    </div>
  );
}

function ScrollArrow({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={cn(
        'absolute top-1.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-border bg-card text-ink-muted shadow-sm hover:text-ink',
        side === 'start' ? '-left-1' : '-right-1',
      )}
    >
      <Icon className="size-4" />
    </button>
  );
}
