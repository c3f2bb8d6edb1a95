import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { resetPublicSettings } from '@/lib/settings/public-settings';
import { mockApi } from '@/test/api-mock';
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
    const api = mockApi({ serviceLink: { data: 'https://support.example.com/chat' } });
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
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/default/service_link', { key: 'service_url' }],
    ]);
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
