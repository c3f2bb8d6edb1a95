import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HashRouter } from 'react-router';
import { initI18n } from '@/lib/i18n/i18n';
import { switchLanguage } from '@/lib/i18n/language';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import LanguagePage from './language';

describe('language page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
    useAppStore.setState(INITIAL_DATA);
  });

  it('lists the seven languages by their own names and switches to the one tapped', async () => {
    render(
      <HashRouter>
        <LanguagePage />
      </HashRouter>,
    );
    const options = screen.getAllByRole('radio');
    // One row an option: its text, aria-checked.
    expect(
      options.map((option) => [option.textContent, option.getAttribute('aria-checked')]),
    ).toEqual([
      ['English', 'true'],
      ['Deutsch', 'false'],
      ['Français', 'false'],
      ['日本語', 'false'],
      ['한국어', 'false'],
      ['简体中文', 'false'],
      ['繁體中文（香港）', 'false'],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '한국어' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('언어'));
    expect(screen.getByRole('radio', { name: '한국어' }).getAttribute('aria-checked')).toBe('true');
    expect(useAppStore.getState().lang).toBe('ko');
    expect(JSON.parse(localStorage.getItem('waihui') ?? '{}')).toMatchObject({
      state: { lang: 'ko' },
    });
  });

  it('with a session also stores the choice on the account (POST /api/lang/set)', async () => {
    const api = mockApi({ setLang: { data: { lang: 'de', saved: true } } });
    useAppStore.setState({ token: 'tok_abc123' });
    render(
      <HashRouter>
        <LanguagePage />
      </HashRouter>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(api.actions()).toHaveLength(1));
    expect(api.actions().map(({ path, body, headers }) => [path, body, headers.lang])).toEqual([
      ['/api/lang/set', { lang: 'de' }, 'de'],
    ]);
  });

  it('without a session keeps the choice on the device only', async () => {
    const api = mockApi({});
    render(
      <HashRouter>
        <LanguagePage />
      </HashRouter>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(useAppStore.getState().lang).toBe('fr'));
    expect(api.actions()).toEqual([]);
  });
});
