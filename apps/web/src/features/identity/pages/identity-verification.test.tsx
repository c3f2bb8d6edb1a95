import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { VerificationCenterData } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { verificationDetails } from '@/test/identity-fixtures';
import { linkHref, renderInApp, setUpI18n } from '@/test/render';
import IdentityVerificationPage from './identity-verification';

const DETAILS = verificationDetails(
  { url: '/api/user_real/photo?id=a&expires=1&sig=x', expires_at: '2026-11-22T10:05:00.000Z' },
  { url: '/api/user_real/photo?id=b&expires=1&sig=y', expires_at: '2026-11-22T10:05:00.000Z' },
);

function centre(overrides: Partial<VerificationCenterData>): VerificationCenterData {
  return {
    status: 'pending',
    rejection_reason: null,
    submitted_at: '2026-11-22T10:00:00.000Z',
    reviewed_at: null,
    details: DETAILS,
    ...overrides,
  };
}

function hrefOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

async function renderWith(data: VerificationCenterData) {
  mockApi({ verificationCenter: { data } });
  useAppStore.setState({ token: 'tok' });
  renderInApp(<IdentityVerificationPage />, { path: '/pages/wode/shiMingRenZheng' });
  return screen.findByTestId('verification-status');
}

describe('identity verification status (/pages/wode/shiMingRenZheng)', () => {
  beforeAll(async () => {
    await setUpI18n(['verification', 'identity', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState(INITIAL_DATA);
  });

  it('asks an unverified user to start', async () => {
    const status = await renderWith(
      centre({ status: 'unverified', submitted_at: null, details: null }),
    );
    expect(status.textContent).toBe('Unverified');
    expect(linkHref('Verify now')).toBe('#/pages/wode/shiMingRenZheng2');
    expect(screen.queryByText('Submitted details')).toBeNull();
  });

  it('shows a pending submission with the document number masked, and no way to resubmit', async () => {
    const status = await renderWith(centre({ status: 'pending' }));
    expect(status.textContent).toBe('Under review');
    expect(screen.queryByText('TK*****67')).not.toBeNull();
    expect(screen.queryByText('Passport')).not.toBeNull();
    expect(screen.queryByText('Germany')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /verify/i })).toBeNull();
  });

  it('shows a rejection with its reason and a re-verify link', async () => {
    const status = await renderWith(
      centre({ status: 'rejected', rejection_reason: 'The back photo is blurred' }),
    );
    expect(status.textContent).toBe('Not approved');
    expect(screen.queryByText('The back photo is blurred')).not.toBeNull();
    expect(linkHref('Verify again')).toBe('#/pages/wode/shiMingRenZheng2');
  });

  it('shows an approval', async () => {
    const status = await renderWith(centre({ status: 'verified' }));
    expect(status.textContent).toBe('Approved');
    expect(screen.queryByText('Your identity is verified.')).not.toBeNull();
  });

  it("shows the user's own photos, fetched through their signed links with the token", async () => {
    const api = mockApi({ verificationCenter: { data: centre({ status: 'pending' }) } });
    const answer = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      hrefOf(input).startsWith('/api/user_real/photo')
        ? new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 })
        : (answer?.(input, init) ?? new Response('{}', { status: 404 })),
    );
    useAppStore.setState({ token: 'tok' });
    renderInApp(<IdentityVerificationPage />, { path: '/pages/wode/shiMingRenZheng' });
    expect(await screen.findByRole('img', { name: 'Front of the document' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Back of the document' })).toBeTruthy();
    const photoCalls = api.fetchMock.mock.calls
      .filter(([input]) => hrefOf(input).startsWith('/api/user_real/photo'))
      .map(([input, init]) => [
        new URL(hrefOf(input), 'http://localhost').searchParams.get('id'),
        (init?.headers as Record<string, string> | undefined)?.Authorization,
      ]);
    expect(photoCalls).toEqual([
      ['a', 'Bearer tok'],
      ['b', 'Bearer tok'],
    ]);
  });

  it('asks an anonymous visitor to log in', () => {
    const api = mockApi({});
    renderInApp(<IdentityVerificationPage />, { path: '/pages/wode/shiMingRenZheng' });
    expect(screen.queryByTestId('verification-status')).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/user_real/center')).toEqual([]);
  });
});
