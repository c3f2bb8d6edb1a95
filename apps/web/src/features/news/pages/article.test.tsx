import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Article } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import ArticlePage, { articleIdOf } from './article';

const ARTICLE: Article = {
  id: 12,
  slug: 'help-margin',
  category: 'help',
  topic: 'trading',
  title: 'What is margin?',
  summary: 'The part you put up yourself.',
  cover_image: null,
  published_at: '2026-11-22T10:00:00.000Z',
  lang: 'en',
  fallback: false,
  html: '<p><strong>Margin = position value ÷ leverage.</strong></p>\n<p><a href="#/pages/wode/helpCenter">Help</a></p>',
};

describe('article page (/pages/zixun/detail)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA });
  });

  it('reads a positive whole id from the query only', () => {
    expect(articleIdOf('?id=12')).toBe(12);
    expect([
      articleIdOf(''),
      articleIdOf('?id=0'),
      articleIdOf('?id=1e3'),
      articleIdOf('?id=-2'),
    ]).toEqual([null, null, null, null]);
  });

  it('shows title, date and the rendered body', async () => {
    const api = mockApi({ newsDetail: { data: ARTICLE } });
    renderInApp(<ArticlePage />, { path: '/pages/zixun/detail?id=12' });
    const article = await screen.findByRole('article', { name: 'What is margin?' });
    expect(article.querySelector('time')?.textContent).toBe('Published Nov 22, 2026');
    expect(article.querySelector('.wh-article__body')?.innerHTML).toBe(ARTICLE.html);
    expect(screen.queryByTestId('fallback-note')).toBeNull();
    expect(api.calls.map((call) => call.query)).toEqual([{ id: '12' }]);
  });

  it('marks an English fallback, with the article in lang="en"', async () => {
    useAppStore.setState({ ...INITIAL_DATA, lang: 'ko' });
    mockApi({ newsDetail: { data: { ...ARTICLE, fallback: true } } });
    renderInApp(<ArticlePage />, { path: '/pages/zixun/detail?id=12' });
    const article = await screen.findByRole('article');
    expect(article.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('fallback-note').textContent).toBe(
      'Not yet translated into your language: shown in English.',
    );
  });

  it('says when the article does not exist', async () => {
    mockApi({
      newsDetail: {
        fail: 'ARTICLE_NOT_FOUND',
        msg: 'This article does not exist or is no longer published',
      },
    });
    renderInApp(<ArticlePage />, { path: '/pages/zixun/detail?id=99' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This article does not exist or is no longer published.',
    );
  });
});
