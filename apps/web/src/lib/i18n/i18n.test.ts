import { describe, expect, it } from 'vitest';
import { useAppStore } from '../store/store';
import { i18n, initI18n, loadNamespaces } from './i18n';
import { switchLanguage } from './language';

describe('i18n', () => {
  it('loads only the current language, switches, persists lang and sets <html lang>', async () => {
    await expect(initI18n('de')).resolves.toBe(true);
    expect(i18n.t('tabs.home')).toBe('Start');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);

    await loadNamespaces(['market']);
    expect(i18n.hasResourceBundle('de', 'market')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'market')).toBe(false);

    await expect(switchLanguage('ja')).resolves.toBe(true);
    expect(i18n.language).toBe('ja');
    expect(i18n.t('tabs.markets')).toBe('マーケット');
    // Namespaces already in use come along with the new language.
    expect(i18n.hasResourceBundle('ja', 'market')).toBe(true);
    expect(useAppStore.getState().lang).toBe('ja');
    expect(JSON.parse(localStorage.getItem('waihui') ?? '{}')).toMatchObject({
      state: { lang: 'ja' },
    });
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});
