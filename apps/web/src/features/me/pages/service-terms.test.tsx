import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Article } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import AboutUsPage from './about-us';
import ServiceTermsPage from './service-terms';

function legal(slug: string, title: string, html: string): Article {
  return {
    id: 17,
    slug,
    category: 'legal',
    topic: null,
    title,
    summary: '',
    cover_image: null,
    published_at: '2026-11-22T10:00:00.000Z',
    lang: 'en',
    fallback: false,
    html,
  };
}

describe('terms of service (/pages/wode/serviceTerms)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA });
  });

  it('shows the terms and, below, the countries whose residents are barred', async () => {
    const api = mockApi({
      newsDetail: {
        data: legal('service-terms', 'Terms of service', '<h2>Risk warning</h2><p>Leverage.</p>'),
      },
      areaList: {
        data: [
          { code: 'DE', name: 'Germany', dial_code: '+49', barred: false },
          { code: 'US', name: 'United States', dial_code: '+1', barred: true },
          { code: 'JP', name: 'Japan', dial_code: '+81', barred: true },
        ],
      },
    });
    renderInApp(<ServiceTermsPage />, { path: '/pages/wode/serviceTerms' });
    const terms = await screen.findByRole('article', { name: 'Terms of service' });
    expect(terms.querySelector('time')).toBeNull();
    expect(within(terms).getByRole('heading', { name: 'Risk warning' }).tagName).toBe('H2');
    const barred = await screen.findByRole('region', { name: 'Countries and regions not served' });
    expect(
      within(barred)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['United States', 'Japan']);
    expect(api.calls.find((call) => call.path === '/api/news/detail')?.query).toEqual({
      slug: 'service-terms',
    });
  });
});

describe('about us (/pages/wode/aboutUs)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });

  it('shows the about page by its slug', async () => {
    const api = mockApi({
      newsDetail: { data: legal('about-us', 'About us', '<p>A broker.</p>') },
    });
    renderInApp(<AboutUsPage />, { path: '/pages/wode/aboutUs' });
    const about = await screen.findByRole('article', { name: 'About us' });
    expect(about.querySelector('.wh-article__body')?.innerHTML).toBe('<p>A broker.</p>');
    expect(api.calls.map((call) => call.query)).toEqual([{ slug: 'about-us' }]);
  });
});
