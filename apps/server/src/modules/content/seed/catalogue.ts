import type { ArticleCategory, HelpTopic } from '@waihui/contracts';

/*
 * The content a fresh installation starts with (product.md §16.2): what stays the same in every language.
 * The words are in <lang>.ts, one file per language, typed by SeedTexts so a missing article or
 * banner in any language is a compile error (and content.seed.test.ts checks the texts themselves).
 * Seeded per slug when absent: an operator's later edits are never overwritten (withdraw an item by
 * disabling it; a deleted one is seeded again).
 */

export interface SeedArticle {
  readonly slug: string;
  readonly category: ArticleCategory;
  readonly topic?: HelpTopic;
  /** Image under apps/web/public/content/. */
  readonly cover?: string;
}

/**
 * In display order. News and notices are listed newest first: the seed publishes the first of each
 * at start-up and each later one a minute earlier, so this order is the list's.
 */
export const SEED_ARTICLES = [
  { slug: 'welcome', category: 'notice', cover: '/content/cover-notice.svg' },
  { slug: 'account-safety', category: 'notice', cover: '/content/cover-safety.svg' },
  { slug: 'demo-mode', category: 'notice', cover: '/content/cover-notice.svg' },
  { slug: 'contract-trading', category: 'news', cover: '/content/cover-trading.svg' },
  { slug: 'five-markets', category: 'news', cover: '/content/cover-markets.svg' },
  { slug: 'seven-languages', category: 'news', cover: '/content/cover-languages.svg' },
  { slug: 'help-verify-identity', category: 'help', topic: 'account' },
  { slug: 'help-passwords', category: 'help', topic: 'account' },
  { slug: 'help-deposit', category: 'help', topic: 'funding' },
  { slug: 'help-withdraw', category: 'help', topic: 'funding' },
  { slug: 'help-transfer', category: 'help', topic: 'funding' },
  { slug: 'help-margin', category: 'help', topic: 'trading' },
  { slug: 'help-leverage', category: 'help', topic: 'trading' },
  { slug: 'help-stop-out', category: 'help', topic: 'trading' },
  { slug: 'help-take-profit-stop-loss', category: 'help', topic: 'trading' },
  { slug: 'help-delivery-contracts', category: 'help', topic: 'trading' },
  { slug: 'service-terms', category: 'legal' },
  { slug: 'about-us', category: 'legal' },
] as const satisfies readonly SeedArticle[];

export type SeedArticleSlug = (typeof SEED_ARTICLES)[number]['slug'];

export interface SeedBanner {
  readonly slug: string;
  readonly image: string;
  /** The seeded article it opens. */
  readonly article: SeedArticleSlug;
}

export const SEED_BANNERS = [
  { slug: 'banner-welcome', image: '/content/banner-welcome.svg', article: 'welcome' },
  { slug: 'banner-leverage', image: '/content/banner-risk.svg', article: 'help-leverage' },
  { slug: 'banner-margin', image: '/content/banner-learn.svg', article: 'help-margin' },
] as const satisfies readonly SeedBanner[];

export type SeedBannerSlug = (typeof SEED_BANNERS)[number]['slug'];

export interface SeedArticleText {
  readonly title: string;
  /** Plain text, one or two sentences. */
  readonly summary: string;
  /** Markdown. */
  readonly body: string;
}

/** Every seeded article and banner in one language. */
export interface SeedTexts {
  readonly articles: { readonly [S in SeedArticleSlug]: SeedArticleText };
  readonly banners: { readonly [S in SeedBannerSlug]: { readonly title: string } };
}
