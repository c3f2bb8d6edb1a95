import type { Language } from '@waihui/contracts';
import coreen from './locales/core/en.json' with { type: 'json' };
import corede from './locales/core/de.json' with { type: 'json' };
import corefr from './locales/core/fr.json' with { type: 'json' };
import coreja from './locales/core/ja.json' with { type: 'json' };
import coreko from './locales/core/ko.json' with { type: 'json' };
import corezhCN from './locales/core/zh-CN.json' with { type: 'json' };
import corezhHK from './locales/core/zh-HK.json' with { type: 'json' };
import identityen from './locales/identity/en.json' with { type: 'json' };
import identityde from './locales/identity/de.json' with { type: 'json' };
import identityfr from './locales/identity/fr.json' with { type: 'json' };
import identityja from './locales/identity/ja.json' with { type: 'json' };
import identityko from './locales/identity/ko.json' with { type: 'json' };
import identityzhCN from './locales/identity/zh-CN.json' with { type: 'json' };
import identityzhHK from './locales/identity/zh-HK.json' with { type: 'json' };
import marketen from './locales/market/en.json' with { type: 'json' };
import marketde from './locales/market/de.json' with { type: 'json' };
import marketfr from './locales/market/fr.json' with { type: 'json' };
import marketja from './locales/market/ja.json' with { type: 'json' };
import marketko from './locales/market/ko.json' with { type: 'json' };
import marketzhCN from './locales/market/zh-CN.json' with { type: 'json' };
import marketzhHK from './locales/market/zh-HK.json' with { type: 'json' };
import ledgeren from './locales/ledger/en.json' with { type: 'json' };
import ledgerde from './locales/ledger/de.json' with { type: 'json' };
import ledgerfr from './locales/ledger/fr.json' with { type: 'json' };
import ledgerja from './locales/ledger/ja.json' with { type: 'json' };
import ledgerko from './locales/ledger/ko.json' with { type: 'json' };
import ledgerzhCN from './locales/ledger/zh-CN.json' with { type: 'json' };
import ledgerzhHK from './locales/ledger/zh-HK.json' with { type: 'json' };
import tradingen from './locales/trading/en.json' with { type: 'json' };

/**
 * Server messages, one folder per area (locales/<area>/<lang>.json) so areas do not edit each other's
 * files. English is the source of truth; messages.test.ts fails when any language lacks a key.
 */
const english = { ...coreen, ...identityen, ...marketen, ...ledgeren, ...tradingen };

export type MessageKey = keyof typeof english;
export type MessageParams = Record<string, string | number>;

export const SERVER_LOCALES: Record<Language, Record<string, string>> = {
  en: english,
  de: { ...corede, ...identityde, ...marketde, ...ledgerde },
  fr: { ...corefr, ...identityfr, ...marketfr, ...ledgerfr },
  ja: { ...coreja, ...identityja, ...marketja, ...ledgerja },
  ko: { ...coreko, ...identityko, ...marketko, ...ledgerko },
  'zh-CN': { ...corezhCN, ...identityzhCN, ...marketzhCN, ...ledgerzhCN },
  'zh-HK': { ...corezhHK, ...identityzhHK, ...marketzhHK, ...ledgerzhHK },
};

/** Translates a message key for a language, filling {name} placeholders; English when a key is missing. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = SERVER_LOCALES[lang][key] ?? english[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in english;
}

export const ENGLISH_MESSAGES: Record<string, string> = english;
