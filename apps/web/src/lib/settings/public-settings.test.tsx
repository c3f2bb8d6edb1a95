import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { HashRouter } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { NavBar } from '@/components/nav-bar';
import { mockApi } from '@/test/api-mock';
import { initI18n } from '../i18n/i18n';
import { loadPublicSettings, readPublicSettings, resetPublicSettings } from './public-settings';

const SETTINGS = {
  demo: true,
  support_email: 'support@waihui.local',
  service_url: null,
  barred_countries: ['US', 'JP', 'KR', 'CN'],
  password_min_length: 6,
  code_length: 6,
  code_resend_seconds: 60,
  compliance_profile: 'standard' as const,
  company_place: null,
  map_tile_url: null,
  map_tile_attribution: '',
  geocoder_url: null,
};

describe('public settings and the demo label', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => resetPublicSettings(null));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the fields it needs and refuses anything without the demo flag', () => {
    expect(readPublicSettings(SETTINGS)).toEqual({
      demo: true,
      supportEmail: 'support@waihui.local',
      serviceUrl: null,
    });
    expect(readPublicSettings({ demo: 'yes' })).toBeNull();
    expect(readPublicSettings(null)).toBeNull();
  });

  it('the page header shows "Demo" beside the title while the server says demo', async () => {
    const api = mockApi({ publicSettings: { data: SETTINGS } });
    render(
      <HashRouter>
        <PageHeader title="Markets" />
      </HashRouter>,
    );
    expect(await screen.findAllByText('Demo')).toHaveLength(1);
    expect(screen.getByText('Demo').getAttribute('title')).toBe(
      'Demo mode: simulated prices, no real money',
    );
    // The heading is still just the title.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Markets');
    // Read once, whatever the number of headers.
    render(
      <HashRouter>
        <NavBar />
      </HashRouter>,
    );
    expect(screen.getAllByText('Demo')).toHaveLength(2);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/default/setting']);
  });

  it('shows nothing when demo is off or the settings cannot be read, and retries later', async () => {
    const api = mockApi({ publicSettings: { status: 503 } });
    render(
      <HashRouter>
        <PageHeader title="Markets" />
      </HashRouter>,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByText('Demo')).toBeNull();
    await loadPublicSettings();
    expect(api.calls).toHaveLength(2);

    mockApi({ publicSettings: { data: { ...SETTINGS, demo: false } } });
    await loadPublicSettings();
    expect(screen.queryByText('Demo')).toBeNull();
  });
});
