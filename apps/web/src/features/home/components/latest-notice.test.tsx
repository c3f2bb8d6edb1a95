import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import { getLatestNotice } from '../api/get-latest-notice';
import { LatestNotice } from './latest-notice';

describe('home: latest announcement', () => {
  beforeAll(async () => {
    await setUpI18n([]);
  });

  it('asks for the newest notice only', async () => {
    const api = mockApi({ newsList: { data: { list: [], page: 1, limit: 1, has_more: false } } });
    await getLatestNotice();
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/news/list', { category: 'notice', page: '1', limit: '1' }],
    ]);
  });

  it('links its label to all announcements and its title to the announcement', () => {
    renderInApp(
      <LatestNotice
        notice={{
          id: 4,
          slug: 'welcome',
          category: 'notice',
          topic: null,
          title: 'Welcome to Waihui',
          summary: '…',
          cover_image: null,
          published_at: '2026-11-22T10:00:00.000Z',
          lang: 'en',
          fallback: false,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Announcements', '#/pages/wode/gongGao'],
      ['Welcome to Waihui', '#/pages/zixun/detail?id=4'],
    ]);
  });

  it('shows nothing without a notice', () => {
    const { container } = renderInApp(<LatestNotice notice={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
