import { useSyncExternalStore } from 'react';
import type { OperatorRole } from '@waihui/contracts';

/*
 * The operator's session, apart from the app user's (the store's token): kept in sessionStorage,
 * so it ends with the browser tab, and never sent by the app's own client.
 */

export interface OperatorSession {
  token: string;
  roles: OperatorRole[];
  expiresAt: string;
}

const KEY = 'waihui-operator';
const listeners = new Set<() => void>();
let current: OperatorSession | null = read();

function read(): OperatorSession | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as OperatorSession) : null;
  } catch {
    return null;
  }
}

export function getOperatorSession(): OperatorSession | null {
  return current;
}

export function setOperatorSession(session: OperatorSession | null): void {
  current = session;
  if (session === null) globalThis.sessionStorage?.removeItem(KEY);
  else globalThis.sessionStorage?.setItem(KEY, JSON.stringify(session));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, getOperatorSession, getOperatorSession);
}
