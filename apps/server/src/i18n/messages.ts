import { formatMessage, localizeMessageParams, type Language } from '@waihui/contracts';
import messagesen from '@waihui/contracts/messages/en.json' with { type: 'json' };
import messagesde from '@waihui/contracts/messages/de.json' with { type: 'json' };
import messagesfr from '@waihui/contracts/messages/fr.json' with { type: 'json' };
import messagesja from '@waihui/contracts/messages/ja.json' with { type: 'json' };
import messagesko from '@waihui/contracts/messages/ko.json' with { type: 'json' };
import messageszhCN from '@waihui/contracts/messages/zh-CN.json' with { type: 'json' };
import messageszhHK from '@waihui/contracts/messages/zh-HK.json' with { type: 'json' };
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
import ledgeren from './locales/ledger/en.json' with { type: 'json' };
import ledgerde from './locales/ledger/de.json' with { type: 'json' };
import ledgerfr from './locales/ledger/fr.json' with { type: 'json' };
import ledgerja from './locales/ledger/ja.json' with { type: 'json' };
import ledgerko from './locales/ledger/ko.json' with { type: 'json' };
import ledgerzhCN from './locales/ledger/zh-CN.json' with { type: 'json' };
import ledgerzhHK from './locales/ledger/zh-HK.json' with { type: 'json' };
import tradingen from './locales/trading/en.json' with { type: 'json' };
import tradingde from './locales/trading/de.json' with { type: 'json' };
import tradingfr from './locales/trading/fr.json' with { type: 'json' };
import tradingja from './locales/trading/ja.json' with { type: 'json' };
import tradingko from './locales/trading/ko.json' with { type: 'json' };
import tradingzhCN from './locales/trading/zh-CN.json' with { type: 'json' };
import tradingzhHK from './locales/trading/zh-HK.json' with { type: 'json' };
import spoten from './locales/spot/en.json' with { type: 'json' };
import spotde from './locales/spot/de.json' with { type: 'json' };
import spotfr from './locales/spot/fr.json' with { type: 'json' };
import spotja from './locales/spot/ja.json' with { type: 'json' };
import spotko from './locales/spot/ko.json' with { type: 'json' };
import spotzhCN from './locales/spot/zh-CN.json' with { type: 'json' };
import spotzhHK from './locales/spot/zh-HK.json' with { type: 'json' };

/**
 * Server messages. The rule messages (every `data.reason`) come from the one catalogue the web shows
 * too (packages/contracts/src/messages/<lang>.json: one wording per rule); the server's own texts
 * (code e-mails and SMS, "transfer done") live here, one folder per area (locales/<area>/<lang>.json)
 * so areas do not edit each other's files. English is the source of truth; messages.test.ts fails
 * when any language lacks a key.
 */
const english = {
  ...messagesen,
  ...coreen,
  ...identityen,
  ...ledgeren,
  ...tradingen,
  ...spoten,
};

export type MessageKey = keyof typeof english;
export type MessageParams = Record<string, string | number>;

export const SERVER_LOCALES: Record<Language, Record<string, string>> = {
  en: english,
  de: {
    ...messagesde,
    ...corede,
    ...identityde,
    ...ledgerde,
    ...tradingde,
    ...spotde,
  },
  fr: {
    ...messagesfr,
    ...corefr,
    ...identityfr,
    ...ledgerfr,
    ...tradingfr,
    ...spotfr,
  },
  ja: {
    ...messagesja,
    ...coreja,
    ...identityja,
    ...ledgerja,
    ...tradingja,
    ...spotja,
  },
  ko: {
    ...messagesko,
    ...coreko,
    ...identityko,
    ...ledgerko,
    ...tradingko,
    ...spotko,
  },
  'zh-CN': {
    ...messageszhCN,
    ...corezhCN,
    ...identityzhCN,
    ...ledgerzhCN,
    ...tradingzhCN,
    ...spotzhCN,
  },
  'zh-HK': {
    ...messageszhHK,
    ...corezhHK,
    ...identityzhHK,
    ...ledgerzhHK,
    ...tradingzhHK,
    ...spotzhHK,
  },
};

/**
 * Translates a message key for a language, filling {name} placeholders (amounts written in that
 * language's format, localizeMessageParams); English when a key is missing.
 */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  return formatMessage(
    SERVER_LOCALES[lang][key] ?? english[key],
    localizeMessageParams(key, params, lang),
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in english;
}

export const ENGLISH_MESSAGES: Record<string, string> = english;
