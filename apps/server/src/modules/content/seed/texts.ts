import type { Language } from '@waihui/contracts';
import type { SeedTexts } from './catalogue';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { zhCN } from './zh-CN';
import { zhHK } from './zh-HK';

/** The seed content in every language (each file typed by SeedTexts: none can miss an item). */
export const SEED_TEXTS: Record<Language, SeedTexts> = {
  en,
  de,
  fr,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
};
