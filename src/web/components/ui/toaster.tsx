import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsWanted } from './toast';

const SonnerToaster = lazy(async () => ({ default: (await import('./sonner-toaster')).SonnerToaster }));

/** Mounts the toast library's toaster once the first toast is asked for (see toast.ts). */
export function Toaster() {
  const isWanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
