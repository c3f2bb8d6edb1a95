import type { Language } from '@waihui/contracts';
import { useAppStore } from '../store/store';
import { i18n } from './i18n';

/** Each language's name in that language, as the language page lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
};

/**
 * Switches the interface language: fetches the new language's files for every namespace in use,
 * then switches i18next, persists `lang` in the store (which the HTTP client sends as the `lang`
 * header) and sets `<html lang>`. Resolves false, changing nothing, when the files cannot be fetched.
 */
export async function switchLanguage(lang: Language): Promise<boolean> {
  await i18n.loadLanguages(lang);
  if (!i18n.hasResourceBundle(lang, 'common')) return false;
  await i18n.changeLanguage(lang);
  useAppStore.getState().setLang(lang);
  document.documentElement.lang = lang;
  return true;
}
