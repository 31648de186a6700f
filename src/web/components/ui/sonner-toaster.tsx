import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { useLingui } from '@/components/i18n';
import { attachToaster, TOAST_DURATION_MS, type ToastInput } from './toast';

function show({ title, description, variant = 'default' }: ToastInput): void {
  sonnerToast.dismiss();
  const options = { description, duration: TOAST_DURATION_MS };
  if (variant === 'destructive') sonnerToast.error(title, options);
  else if (variant === 'success') sonnerToast.success(title, options);
  else sonnerToast(title, options);
}

/** Runs after the toaster above it has subscribed to new toasts (effects run in tree order). */
function AttachToaster() {
  useEffect(() => attachToaster(show), []);
  return null;
}

/**
 * How far above the window's bottom edge toasts must start to clear the bar that holds the page's main action. On a
 * phone that bar is fixed to the bottom, but on a wide screen it is the foot of the side card and sticks only once the
 * card runs past the window, so on a short page it sits higher up: its place is read from the page, not assumed.
 */
function liftAboveBottomBar(): string {
  const bar = document.querySelector('[data-bottom-bar]');
  if (!bar) return '0px';
  const { top, bottom } = bar.getBoundingClientRect();
  const inSight = bottom > 0 && top < window.innerHeight;
  return inSight ? `${Math.round(window.innerHeight - top)}px` : '0px';
}

/** Keeps `--toast-lift` on the page's root in step with the bar while the page scrolls or the window changes. */
function FollowBottomBar() {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--toast-lift', liftAboveBottomBar());
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => root.style.setProperty('--toast-lift', liftAboveBottomBar()));
    };
    const resizes = new ResizeObserver(update);
    resizes.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return null;
}

/** Loaded by `Toaster` (toaster.tsx) on the first toast of the visit. */
export function SonnerToaster() {
  const { i18n } = useLingui();
  return (
    <>
      {/*
        At the bottom, where a toast covers neither the header nor the page's heading, and above any bar that holds
        the page's main action there (wherever that bar sits, FollowBottomBar); on phones it spans the screen's width. The
        toaster's region is a polite live region wherever it sits, so screen readers announce each toast.
      */}
      <Sonner
        position="bottom-right"
        offset={{ bottom: 'calc(var(--toast-lift, 0px) + 24px)', right: 24 }}
        mobileOffset={{ bottom: 'calc(var(--toast-lift, 0px) + 12px)', left: 16, right: 16 }}
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        closeButton
        customAriaLabel={i18n._('toast.region')}
        toastOptions={{
          unstyled: true,
          closeButtonAriaLabel: i18n._('toast.close'),
          classNames: {
            toast:
              'flex w-[min(100vw-2rem,24rem)] items-start font-sans gap-3 rounded-2xl border border-border bg-card p-4 pr-10 text-ink shadow-lift',
            title: 'text-sm font-semibold',
            description: 'mt-0.5 text-sm text-ink-muted',
            icon: 'mt-0.5 shrink-0 text-teal-700',
            success: '[&_[data-icon]]:text-success-700',
            error:
              'border-danger-600/30 bg-danger-50 [&_[data-description]]:text-danger-700 [&_[data-icon]]:text-danger-600 [&_[data-title]]:text-danger-700',
            closeButton:
              'absolute! top-3! right-3! left-auto! inline-flex size-7 cursor-pointer items-center justify-center rounded-full border-0! bg-transparent! text-ink-muted transform-none! hover:bg-sand-100!',
          },
        }}
      />
      <AttachToaster />
      <FollowBottomBar />
    </>
  );
}
