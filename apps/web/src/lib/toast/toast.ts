/**
 * App-wide toast and loading indicator (product.md §8.1, §9: a title with an icon, shown 2000 ms). A small
 * store of our own instead of antd-mobile's Toast, which would add about 28 kB gzip to every route
 * (see apps/web/README.md). `<ToastHost />` renders it.
 */

export const TOAST_DURATION_MS = 2000;

export type ToastIcon = 'success' | 'fail' | 'info';

export type ToastView =
  | { kind: 'toast'; id: number; text: string; icon: ToastIcon }
  | { kind: 'loading'; id: number; text: string };

export interface ToastOptions {
  icon?: ToastIcon;
  durationMs?: number;
}

/** What the HTTP client needs; tests pass a recording fake. */
export interface ToastApi {
  showToast: (text: string, options?: ToastOptions) => void;
  showLoading: (text: string) => void;
  hideLoading: () => void;
}

let current: ToastView | null = null;
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(view: ToastView | null): void {
  current = view;
  for (const listener of listeners) listener();
}

function clearHideTimer(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
}

/** Shows a toast, replacing whatever toast or loading indicator is up. */
export function showToast(text: string, options: ToastOptions = {}): void {
  clearHideTimer();
  const id = nextId++;
  publish({ kind: 'toast', id, text, icon: options.icon ?? 'info' });
  hideTimer = setTimeout(() => {
    if (current?.id === id) publish(null);
  }, options.durationMs ?? TOAST_DURATION_MS);
}

/** Shows the loading indicator (with a mask) until `hideLoading` or a toast replaces it. */
export function showLoading(text: string): void {
  clearHideTimer();
  publish({ kind: 'loading', id: nextId++, text });
}

/** Hides the loading indicator; a toast that replaced it stays up. */
export function hideLoading(): void {
  if (current?.kind === 'loading') publish(null);
}

export function hideToast(): void {
  clearHideTimer();
  publish(null);
}

export function getToast(): ToastView | null {
  return current;
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast: ToastApi = { showToast, showLoading, hideLoading };
