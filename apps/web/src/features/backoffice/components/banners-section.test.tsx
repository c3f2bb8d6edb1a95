import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminBanner } from '@waihui/contracts';
import { initI18n, loadNamespaces } from '@/lib/i18n/i18n';
import QueryProvider from '@/lib/query/query-provider';
import { mockApi } from '@/test/api-mock';
import { BannersSection } from './banners-section';

const WELCOME: AdminBanner = {
  id: 1,
  slug: 'banner-welcome',
  image: '/content/banner-welcome.svg',
  article_id: 1,
  url: null,
  sort_order: 0,
  enabled: true,
  texts: [{ lang: 'en', title: 'Welcome' }],
};

describe('banners section', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['backoffice', 'messages']);
  });

  it('previews the caption per language (English when missing) and saves order, hiding and captions', async () => {
    const api = mockApi({
      adminBannerList: { data: { list: [WELCOME] } },
      adminBannerSave: { data: { ...WELCOME, enabled: false } },
    });
    render(
      <QueryProvider>
        <BannersSection />
      </QueryProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit banner-welcome' }));
    const editor = screen.getByRole('form', { name: 'Banner editor' });
    const preview = within(editor).getByRole('figure', { name: 'Preview' });
    expect(within(preview).getByRole('img').getAttribute('alt')).toBe('Welcome');

    fireEvent.change(within(editor).getByLabelText('Language'), { target: { value: 'de' } });
    // No German caption yet: the app (and the preview) shows the English one.
    expect(within(preview).queryByText('Welcome')).not.toBeNull();
    fireEvent.change(within(editor).getByLabelText('Caption'), {
      target: { value: ' Willkommen ' },
    });
    expect(within(preview).getByRole('img').getAttribute('alt')).toBe(' Willkommen ');
    fireEvent.change(within(editor).getByLabelText('Order'), { target: { value: '4' } });
    fireEvent.click(within(editor).getByLabelText('Shown in the app'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save banner' }));

    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        [
          '/api/admin/content/banners/save',
          {
            id: 1,
            slug: 'banner-welcome',
            image: '/content/banner-welcome.svg',
            article_id: 1,
            url: null,
            sort_order: 4,
            enabled: false,
            texts: [
              { lang: 'en', title: 'Welcome' },
              { lang: 'de', title: 'Willkommen' },
            ],
          },
        ],
      ]),
    );
  });
});
