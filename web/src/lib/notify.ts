// Toasts without putting sonner in the first-load bundle: the library loads on the first toast
// (its store is module-level, so the lazily mounted <Toaster> shows what this sends).
type Kind = "success" | "error";

// The toaster itself (sonner, ~9 KB gzip) mounts only once a toast is wanted: mounted at start it
// would load with every page and push the home page past its first-load budget.
// sonner replays still-active toasts to a Toaster that subscribes late, so the first one is not lost.
let toasterWanted = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore in the provider: true from the first notify on. */
export const isToasterWanted = (): boolean => toasterWanted;

export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(kind: Kind, message: string): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import("sonner").then(({ toast }) => toast[kind](message));
}
