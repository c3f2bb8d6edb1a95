import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { resetPublicSettings } from '@/lib/settings/public-settings';
import { mockApi } from '@/test/api-mock';
import { PUBLIC_SETTINGS } from '@/test/identity-fixtures';
import { renderInApp, setUpI18n } from '@/test/render';
import ContactUsPage from './contact-us';

describe('contact us (/pages/wode/contactUs)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA });
    resetPublicSettings({
      demo: false,
      supportEmail: 'support@waihui.example',
      serviceUrl: null,
    });
  });

  it('shows the support e-mail and the customer-service page, opened in a new window', async () => {
    const api = mockApi({
      serviceLink: { data: 'https://support.example.com/chat' },
      publicSettings: { data: PUBLIC_SETTINGS },
    });
    renderInApp(<ContactUsPage />, { path: '/pages/wode/contactUs' });
    const email = screen.getByRole('link', { name: 'support@waihui.example' });
    expect(email.getAttribute('href')).toBe('mailto:support@waihui.example');
    const service = await screen.findByRole('link', {
      name: 'Open the customer service page (opens in a new window)',
    });
    expect([
      service.getAttribute('href'),
      service.getAttribute('target'),
      service.getAttribute('rel'),
    ]).toEqual(['https://support.example.com/chat', '_blank', 'noopener noreferrer']);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/default/service_link', { key: 'service_url' }],
      ['/api/default/setting', {}],
    ]);
    // No company place configured: no address.
    expect(screen.queryByText('Our address')).toBeNull();
  });

  it('shows the company’s address, which opens on the location page', async () => {
    mockApi({
      serviceLink: { data: null },
      publicSettings: {
        data: {
          ...PUBLIC_SETTINGS,
          company_place: {
            name: 'Waihui Ltd',
            address: '1 Harbour Road, Wan Chai',
            latitude: 22.2819,
            longitude: 114.1747,
          },
        },
      },
    });
    renderInApp(<ContactUsPage />, { path: '/pages/wode/contactUs' });
    const link = await screen.findByRole('link', { name: 'Show on the map' });
    expect(link.closest('dd')?.textContent).toBe(
      'Waihui Ltd1 Harbour Road, Wan ChaiShow on the map',
    );
    expect(link.getAttribute('href')).toBe(
      '#/open-location?latitude=22.2819&longitude=114.1747&name=Waihui+Ltd&address=1+Harbour+Road%2C+Wan+Chai',
    );
  });

  it('says so when no customer-service page is configured', async () => {
    mockApi({ serviceLink: { data: null } });
    renderInApp(<ContactUsPage />, { path: '/pages/wode/contactUs' });
    const cell = screen.getByTestId('service-link');
    await within(cell).findByText(
      'This platform has no online customer service page. Please write to us by e-mail.',
    );
    expect(within(cell).queryByRole('link')).toBeNull();
  });
});
