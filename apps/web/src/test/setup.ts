// Vitest setup for the web project (happy-dom).
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetPublicSettings } from '../lib/settings/public-settings';

// The page headers read GET /api/default/setting for the demo label. Unit tests have no server:
// start each one with the settings known (not demo), so no header tries the network. A test of
// the label itself resets them to null and mocks fetch.
beforeEach(() => {
  resetPublicSettings({ demo: false, supportEmail: null, serviceUrl: null });
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Quote screens open the app's WebSocket (lib/quotes). Unit tests have no server: a socket that
// stays connecting, so pages render their loading state and nothing reaches the network. The quote
// client's own tests pass a fake socket.
class OfflineWebSocket {
  static readonly CONNECTING = 0;
  readonly readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send(): void {}
  close(): void {}
}
vi.stubGlobal('WebSocket', OfflineWebSocket);
