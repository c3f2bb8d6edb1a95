import type { Language } from '@waihui/contracts';
import en from './locales/en.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

/** Server message keys: the English file is the source of truth; the test checks every other file has each key. */
export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

export const SERVER_LOCALES: Record<Language, Record<string, string>> = {
  en,
  de,
  fr,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
};

/** Translates a message key for a language, filling {name} placeholders; English when a key is missing. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = SERVER_LOCALES[lang][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}
