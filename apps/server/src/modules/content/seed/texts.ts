import type { Language } from '@waihui/contracts';
import type { SeedTexts } from './catalogue';
import { en } from './en';

/** The seed content in every language. */
export const SEED_TEXTS: Record<Language, SeedTexts> = {
  en,
  de: en,
  fr: en,
  ja: en,
  ko: en,
  'zh-CN': en,
  'zh-HK': en,
};
