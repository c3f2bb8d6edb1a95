import { useEffect, useSyncExternalStore } from 'react';
import { systemPaths } from '@waihui/contracts';
import { call } from '../http/client';

/**
 * GET /api/default/setting (public, no login): the demo flag and the support contact. Read once per
 * page load and shared by every component that asks. Deliberately without TanStack Query and zod:
 * the shell header shows the demo label on every page, the home route included (size budget), so
 * the answer is checked by hand (the fields read here only) instead of with the contract schema.
 */
export interface PublicSettingsView {
  demo: boolean;
  supportEmail: string | null;
  serviceUrl: string | null;
}

export function readPublicSettings(data: unknown): PublicSettingsView | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (typeof value.demo !== 'boolean') return null;
  return {
    demo: value.demo,
    supportEmail: typeof value.support_email === 'string' ? value.support_email : null,
    serviceUrl: typeof value.service_url === 'string' ? value.service_url : null,
  };
}

let current: PublicSettingsView | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(view: PublicSettingsView | null): void {
  current = view;
  for (const listener of listeners) listener();
}

/**
 * Fetches the settings unless they were read already or are on their way. A failure leaves them
 * unknown (no label, no toast: the client only toasts envelope failures) and the next call retries.
 */
export function loadPublicSettings(): Promise<void> {
  if (current !== null) return Promise.resolve();
  pending ??= call(systemPaths.publicSettings)
    .then((data) => publish(readPublicSettings(data)))
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): PublicSettingsView | null {
  return current;
}

/** The public settings, null until read (or when they could not be). Loads them on first use. */
export function usePublicSettings(): PublicSettingsView | null {
  const settings = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    void loadPublicSettings();
  }, []);
  return settings;
}

/** True while the server says it runs in demo mode (product.md §1.5: demo mode is labelled on screen). */
export function useIsDemo(): boolean {
  return usePublicSettings()?.demo === true;
}

/** Tests: forget what was read. */
export function resetPublicSettings(view: PublicSettingsView | null = null): void {
  pending = null;
  publish(view);
}
