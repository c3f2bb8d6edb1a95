import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleSummary, NewsListData } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { currentPath, renderInApp, setUpI18n } from '@/test/render';
import NewsPage from './news';
import NoticesPage from './notices';

function summary(id: number, category: 'news' | 'notice', extra: Partial<ArticleSummary> = {}) {
  return {
    id,
    slug: `${category}-${id}`,
    category,
    topic: null,
    title: `${category} ${id}`,
    summary: `Summary of ${category} ${id}`,
    cover_image: '/content/cover-news.svg',
    published_at: '2026-11-22T10:00:00.000Z',
    lang: 'en',
    fallback: false,
    ...extra,
  } satisfies ArticleSummary;
}

function page(list: ArticleSummary[], pageNo: number, hasMore: boolean): { data: NewsListData } {
  return { data: { list, page: pageNo, limit: 10, has_more: hasMore } };
}

const BANNERS = {
  data: {
    list: [
      {
        id: 1,
        title: 'Welcome to Waihui: start here',
        image: '/content/banner-welcome.svg',
        article_id: 7,
        url: null,
        lang: 'en' as const,
        fallback: false,
      },
      {
        id: 2,
        title: 'Support',
        image: '/content/banner-risk.svg',
        article_id: null,
        url: 'https://support.example.com',
        lang: 'en' as const,
        fallback: false,
      },
    ],
  },
};

describe('News tab (/pages/zixun/zixun)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA });
  });

  it('shows the banners, each opening its article or page', async () => {
    mockApi({ newsBanners: BANNERS, newsList: page([], 1, false) });
    renderInApp(<NewsPage />, { path: '/pages/zixun/zixun' });
    const banners = await screen.findByRole('region', { name: 'Featured' });
    const links = within(banners).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Welcome to Waihui: start here', '#/pages/zixun/detail?id=7'],
      ['Support', 'https://support.example.com'],
    ]);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(
      within(banners)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Banner 1 of 2', 'Banner 2 of 2']);
    fireEvent.click(links[0]!);
    expect(currentPath()).toBe('/pages/zixun/detail?id=7');
  });

  it('lists news with date and summary, loads more, then switches to announcements', async () => {
    const api = mockApi({
      newsBanners: { data: { list: [] } },
      newsList: (call: RecordedCall) => {
        if (call.query.category === 'notice') return page([summary(9, 'notice')], 1, false);
        return call.query.page === '1'
          ? page([summary(3, 'news'), summary(2, 'news', { fallback: true })], 1, true)
          : page([summary(1, 'news', { cover_image: null })], 2, false);
      },
    });
    renderInApp(<NewsPage />, { path: '/pages/zixun/zixun' });
    const first = await screen.findByTestId('article-news-3');
    expect(first.querySelector('.wh-news-item__title')?.textContent).toBe('news 3');
    expect(first.querySelector('.wh-news-item__summary')?.textContent).toBe('Summary of news 3');
    expect(first.querySelector('time')?.textContent).toBe('Nov 22, 2026');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('#/pages/zixun/detail?id=3');
    expect(first.querySelector('.wh-news-item__fallback')).toBeNull();
    expect(
      screen.getByTestId('article-news-2').querySelector('.wh-news-item__fallback')?.textContent,
    ).toBe('Not yet translated into your language: shown in English.');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const last = await screen.findByTestId('article-news-1');
    expect(last.querySelector('img')).toBeNull();
    expect(screen.getByTestId('list-footer').textContent).toBe('No further entries');

    fireEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    await screen.findByTestId('article-notice-9');
    expect(screen.getByRole('tab', { name: 'Announcements' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      api.calls
        .filter((call) => call.path === '/api/news/list')
        .map((call) => [call.query.category, call.query.page, call.query.limit]),
    ).toEqual([
      ['news', '1', '10'],
      ['news', '2', '10'],
      ['notice', '1', '10'],
    ]);
  });

  it('asks in the chosen language (the lang header) and keys the lists by it', async () => {
    useAppStore.setState({ ...INITIAL_DATA, lang: 'ja' });
    const api = mockApi({
      newsBanners: { data: { list: [] } },
      newsList: page([summary(5, 'news', { title: '記事', lang: 'ja' })], 1, false),
    });
    renderInApp(<NewsPage />, { path: '/pages/zixun/zixun' });
    await screen.findByTestId('article-news-5');
    expect(api.calls.map((call) => call.headers.lang)).toEqual(['ja', 'ja']);
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      newsBanners: { data: { list: [] } },
      newsList: () => (fail ? { status: 503 } : page([summary(4, 'news')], 1, false)),
    });
    renderInApp(<NewsPage />, { path: '/pages/zixun/zixun' });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load this.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('article-news-4');
  });
});

describe('Announcements (/pages/wode/gongGao)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });

  it('lists the notices only', async () => {
    const api = mockApi({ newsList: page([summary(9, 'notice'), summary(8, 'notice')], 1, false) });
    renderInApp(<NoticesPage />, { path: '/pages/wode/gongGao' });
    await screen.findByTestId('article-notice-9');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('list-footer').textContent).toBe('No further entries'),
    );
    expect(api.calls.map((call) => call.query.category)).toEqual(['notice']);
  });
});
