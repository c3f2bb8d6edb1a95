import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HashRouter } from 'react-router';
import { initI18n } from '@/lib/i18n/i18n';
import { useAppStore } from '@/lib/store/store';
import YuYanPage from './yu-yan';

describe('language page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('lists the seven languages by their own names and switches to the one tapped', async () => {
    render(
      <HashRouter>
        <YuYanPage />
      </HashRouter>,
    );
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      '日本語',
      '한국어',
      '简体中文',
      '繁體中文（香港）',
    ]);
    expect(options.map((option) => option.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '한국어' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('언어'));
    expect(screen.getByRole('radio', { name: '한국어' }).getAttribute('aria-checked')).toBe('true');
    expect(useAppStore.getState().lang).toBe('ko');
    expect(JSON.parse(localStorage.getItem('waihui') ?? '{}')).toMatchObject({
      state: { lang: 'ko' },
    });
  });
});
