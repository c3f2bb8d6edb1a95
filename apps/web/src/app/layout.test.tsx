import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HashRouter } from 'react-router';
import { initI18n } from '../lib/i18n/i18n';
import { switchLanguage } from '../lib/i18n/language';
import { linkHref } from '@/test/render';
import { ShellLayout } from './layout';

/** The app's own router (hash based), opened at `path`. */
function renderAt(path: string) {
  window.history.replaceState(null, '', `#${path}`);
  return render(
    <HashRouter>
      <ShellLayout />
    </HashRouter>,
  );
}

function tabLabels(): string[] {
  const nav = screen.getByRole('navigation');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('shell layout', () => {
  beforeAll(async () => {
    await initI18n('en');
    // Pages that load data (home, markets) stay in their loading state: no server in this test.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('a tab page: custom header without back, its content, five SVG tabs with the current one marked', async () => {
    renderAt('/pages/index/index');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Home');
    expect(linkHref('All markets')).toBe('#/pages/hangqing/hangqing');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(tabLabels()).toEqual(['Home', 'Markets', 'Contract', 'News', 'Assets']);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/pages/index/index',
      '#/pages/hangqing/hangqing',
      '#/pages/maihuobi/maihuobi',
      '#/pages/zixun/zixun',
      '#/pages/jiaoyi/jiaoyi',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      'page',
      null,
      null,
      null,
      null,
    ]);
    expect(links.every((link) => link.querySelector('svg') !== null)).toBe(true);
    expect(document.title).toBe('Home · Waihui');
  });

  it('switching tabs shows the other tab page and moves the marker', async () => {
    renderAt('/pages/index/index');
    await screen.findByRole('heading', { name: 'Home' });
    const nav = within(screen.getByRole('navigation'));
    fireEvent.click(nav.getByRole('link', { name: 'Markets' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Markets');
    expect(nav.getByRole('link', { name: 'Markets' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('another page: custom header with a back button and no tab bar', async () => {
    renderAt('/pages/kLine/kLine');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Chart');
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.title).toBe('Chart · Waihui');
  });

  it('maiwaihui, chicang, order and huazhuan: standard header with an empty title', async () => {
    const titles: Record<string, string> = {
      '/pages/maiwaihui/maiwaihui': 'Buy foreign exchange',
      '/pages/chicang/chicang': 'Positions',
      '/pages/chicang/order': 'Orders',
      '/pages/huazhuan/huazhuan': 'Transfer',
    };
    for (const [path, title] of Object.entries(titles)) {
      const view = renderAt(path);
      await screen.findByRole('heading', { level: 1 });
      const header = view.container.querySelector('header');
      if (header === null) throw new Error(`${path} has no header`);
      expect(header.className).toBe('wh-nav-bar');
      expect(header.querySelector('.wh-nav-bar__title')?.textContent).toBe('');
      expect(within(header).getAllByRole('button', { name: 'Back' })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      view.unmount();
    }
  });

  it('/ is the start page', async () => {
    renderAt('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome');
    expect(linkHref('Enter the app')).toBe('#/pages/index/index');
  });

  it('an unknown path says so and links home', () => {
    renderAt('/pages/nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getAllByText('There is no page at this address.')).toHaveLength(1);
  });

  it('the tab labels follow the language', async () => {
    renderAt('/pages/hangqing/hangqing');
    await screen.findByRole('heading', { name: 'Markets' });
    await act(async () => {
      await switchLanguage('ja');
    });
    expect(tabLabels()).toEqual(['ホーム', 'マーケット', '先物', 'ニュース', '資産']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('マーケット');
    await act(async () => {
      await switchLanguage('en');
    });
    expect(tabLabels()).toEqual(['Home', 'Markets', 'Contract', 'News', 'Assets']);
  });
});
