import { describe, expect, it } from 'vitest';
import { PATHS } from '../lib/paths';
import { findRoute, ROUTES, START_ROUTE, TAB_ROUTES } from './routes';

describe('route table', () => {
  it('has exactly one route per screen of product.md §2.4 (and the demo inbox, article, delivery and spot orders pages and the back-office), each with its own path', () => {
    expect(ROUTES.map((r) => r.id).sort()).toEqual(Object.keys(PATHS).sort());
    expect(ROUTES).toHaveLength(46);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(46);
  });

  it('has the five tabs in order', () => {
    expect(TAB_ROUTES.map((r) => [r.tab, r.path])).toEqual([
      ['home', '/pages/index/index'],
      ['markets', '/pages/hangqing/hangqing'],
      ['contract', '/pages/maihuobi/maihuobi'],
      ['news', '/pages/zixun/zixun'],
      ['assets', '/pages/jiaoyi/jiaoyi'],
    ]);
  });

  it('maps / to the start page and unknown paths to nothing', () => {
    expect(findRoute('/')).toBe(START_ROUTE);
    expect(START_ROUTE.path).toBe('/pages/start/index');
    expect(findRoute('/pages/kLine/kLine')?.id).toBe('chart');
    expect(findRoute('/pages/nope')).toBeUndefined();
  });

  it('lazily imports a page component for every route, each from its own file', async () => {
    const pages = await Promise.all(ROUTES.map((r) => r.load()));
    for (const page of pages) expect(typeof page.default).toBe('function');
    expect(new Set(pages.map((p) => p.default)).size).toBe(ROUTES.length);
    // Transforms every page on first import: slow on a loaded 2-core machine, not a speed check.
  }, 60_000);
});
