import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { hideToast } from '@/lib/toast/toast';
import { setUpI18n } from './render';

/** Types `value` into the field labelled `label` (one change event, as a paste). */
export function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * The hooks of a form test: English with the `identity` and `messages` namespaces; before each
 * test a fresh store (logged in with `token` when given) and `reset` (e.g. the identity draft);
 * after each, no toast and no stubbed global (fetch) left behind.
 */
export function setUpFormTests({
  token = null,
  reset,
}: { token?: string | null; reset?: () => void } = {}): void {
  beforeAll(async () => {
    await setUpI18n();
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
