import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Namespace } from '@/lib/i18n/i18n';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { hideToast } from '@/lib/toast/toast';
import { setUpI18n } from './render';

/** Types `value` into the field labelled `label` (one change event, as a paste). */
export function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * Clicks "Confirm" in the open dialog whose text includes `expected`. An earlier test's dialog may
 * still be closing (antd-mobile animates it out), so the one saying `expected` is waited for.
 */
export async function confirmDialog(expected: string): Promise<void> {
  const dialog = await waitFor(
    () => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(expected));
      if (found === undefined) throw new Error(`no dialog saying ${expected}`);
      return found;
    },
    { timeout: 20_000 },
  );
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await Promise.resolve();
  });
}

/**
 * The hooks of a form test: English with `namespaces` (default `identity` and `messages`); before each
 * test a fresh store (logged in with `token` when given) and `reset` (e.g. the identity draft);
 * after each, no toast and no stubbed global (fetch) left behind.
 */
export function setUpFormTests({
  token = null,
  reset,
  namespaces,
}: { token?: string | null; reset?: () => void; namespaces?: readonly Namespace[] } = {}): void {
  beforeAll(async () => {
    await setUpI18n(namespaces);
  });
  beforeEach(() => {
    reset?.();
    useAppStore.setState({ ...INITIAL_DATA, token });
  });
  afterEach(() => {
    hideToast();
    vi.unstubAllGlobals();
  });
}
