export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

type ShowToast = (input: ToastInput) => void;

/*
 * The toast library is loaded the first time something asks for a toast, not with the first page: most visits
 * never see one. Until it has mounted, the latest request waits here (at most one toast is on screen anyway).
 */
let showToast: ShowToast | null = null;
let waiting: ToastInput | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** The one way to notify: a title and a message; at most one toast is on screen, a new one replaces it. */
export function toast(input: ToastInput): void {
  if (showToast) {
    showToast(input);
    return;
  }
  waiting = input;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toaster once it is on screen; shows what was asked for while it loaded. */
export function attachToaster(show: ShowToast): () => void {
  showToast = show;
  if (waiting) {
    show(waiting);
    waiting = null;
  }
  return () => {
    if (showToast === show) showToast = null;
  };
}

/** For the toaster: tells `listener` when the first toast is asked for. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been asked for during this visit. */
export function toastsWanted(): boolean {
  return wanted;
}
