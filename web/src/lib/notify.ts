// Toasts without putting sonner in the first-load bundle: the library loads on the first toast
// (its store is module-level, so the lazily mounted <Toaster> shows what this sends).
type Kind = "success" | "error";

export function notify(kind: Kind, message: string): void {
  void import("sonner").then(({ toast }) => toast[kind](message));
}
