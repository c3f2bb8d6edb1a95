import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider from '@/lib/query/query-provider';
import { mockApi } from '@/test/api-mock';
import { countryCodesOf } from './settings-access';
import { SettingsSection } from './settings-section';

const DELIVERY = {
  periods: [
    { seconds: 60, payout_rate: '0.8', enabled: true },
    { seconds: 180, payout_rate: '0.82', enabled: true },
  ],
  min_stake: '10',
  max_stake: '10000',
};
const FUNDING = {
  withdrawal_fees: [{ currency: 'USDT', method: 'trc20' as const, fee: '1', minimum: '10' }],
  destination_delay_seconds: 86_400,
  four_eyes_threshold_usd: '10000',
  source: 'environment' as const,
};

function settingsApi() {
  return mockApi(settingsApiRoutes());
}

function settingsApiRoutes() {
  return {
    adminInstrumentList: {
      data: { list: [{ symbol: 'BTCUSD', fee_rate: '0.0005', spread: '10', max_leverage: 100 }] },
    },
    adminDeliverySettings: { data: DELIVERY },
    adminDeliverySave: { data: DELIVERY },
    adminFundingSettings: { data: FUNDING },
    adminFundingSave: { data: { ...FUNDING, source: 'saved' } },
    adminCountriesSettings: {
      data: { barred_countries: ['US', 'JP'], source: 'saved' },
    },
    adminCountriesSave: { data: { barred_countries: ['FR', 'US'], source: 'saved' } },
    adminSupportSettings: {
      data: { support_email: 'support@waihui.local', service_url: null, source: 'environment' },
    },
    adminSupportSave: {
      data: { support_email: 'help@example.com', service_url: null, source: 'saved' },
    },
  } satisfies Parameters<typeof mockApi>[0];
}

describe('settings section', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });

  it('says spreads are read-only and saves a payout rate, a fee, countries and support', async () => {
    const api = settingsApi();
    render(
      <QueryProvider>
        <SettingsSection />
      </QueryProvider>,
    );
    expect(
      await screen.findByText(
        'Spreads are shown read-only: no operator can change a price, a quote or a spread.',
      ),
    ).toBeTruthy();
    // The spread has no input: it is plain text in its cell.
    expect(screen.queryByLabelText(/Spread/)).toBeNull();

    fireEvent.change(await screen.findByLabelText('Payout rate 60'), {
      target: { value: '0.75' },
    });
    fireEvent.click(screen.getByLabelText('Offered 180'));
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery settings' }));

    fireEvent.change(await screen.findByLabelText('Fee 1'), { target: { value: '2' } });
    fireEvent.change(
      screen.getByLabelText('Delay before a new card or wallet can be used (seconds)'),
      {
        target: { value: '3600' },
      },
    );
    const threshold = screen.getByLabelText('Four-eyes threshold (USD)');
    expect((threshold as HTMLInputElement).value).toBe('10000');
    expect(threshold.getAttribute('aria-describedby')).toBe('bo-settings-four-eyes-note');
    fireEvent.change(threshold, { target: { value: ' 2500.50 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save withdrawal settings' }));

    fireEvent.change(await screen.findByLabelText('Country codes'), {
      target: { value: 'us, fr' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save barred countries' }));

    fireEvent.change(await screen.findByLabelText('Support e-mail'), {
      target: { value: ' help@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save support channels' }));

    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        [
          '/api/admin/settings/delivery/save',
          {
            periods: [
              { seconds: 60, payout_rate: '0.75', enabled: true },
              { seconds: 180, payout_rate: '0.82', enabled: false },
            ],
            min_stake: '10',
            max_stake: '10000',
          },
        ],
        [
          '/api/admin/settings/funding/save',
          {
            withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '2', minimum: '10' }],
            destination_delay_seconds: 3600,
            four_eyes_threshold_usd: '2500.50',
          },
        ],
        ['/api/admin/settings/countries/save', { barred_countries: ['US', 'FR'] }],
        [
          '/api/admin/settings/support/save',
          { support_email: 'help@example.com', service_url: null },
        ],
      ]),
    );
  });

  it('lists a proposed change; a second admin applies it; a money-moving save reads the list again', async () => {
    const PROPOSAL = {
      id: 7,
      action: 'settings.funding',
      value: { four_eyes_threshold_usd: '2500.5' },
      status: 'pending' as const,
      proposed_by: '0b6f3a52-0000-4000-8000-00000000000a',
      proposer: 'anna@example.com',
      proposed_at: '2026-11-27T09:00:00.000Z',
      decided_by: null,
      decided_at: null,
    };
    const api = mockApi({
      ...settingsApiRoutes(),
      adminProposalList: { data: { list: [PROPOSAL] } },
      adminProposalApprove: { data: { ...PROPOSAL, status: 'applied' } },
      adminFundingSave: {
        fail: 'CHANGE_PROPOSED',
        msg: 'Change proposed: it applies once a second admin approves it under Pending changes',
        extra: { proposal_id: 8 },
      },
    });
    render(
      <QueryProvider>
        <SettingsSection />
      </QueryProvider>,
    );
    expect(await screen.findByText('Withdrawal fees and four-eyes threshold')).toBeTruthy();
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve and apply' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([['/api/admin/proposals/approve', { id: 7 }]]),
    );

    const listReads = () =>
      api.calls.filter((call) => call.path === '/api/admin/proposals/list').length;
    const before = listReads();
    fireEvent.click(await screen.findByRole('button', { name: 'Save withdrawal settings' }));
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });

  it('reads country codes typed with commas, spaces and lower case', () => {
    expect(countryCodesOf(' us, JP,,kr  de ')).toEqual(['US', 'JP', 'KR', 'DE']);
    expect(countryCodesOf('  ')).toEqual([]);
  });
});
