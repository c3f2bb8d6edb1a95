import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@waihui/contracts';
import { renderMarkdown } from './content.markdown';
import { SEED_ARTICLES, SEED_BANNERS } from './seed/catalogue';
import { SEED_TEXTS } from './seed/texts';

/*
 * The locale completeness check of the seed content (product.md §16.2): every article and banner exists in
 * all seven languages, written for that language, and links to the same places.
 */

const english = SEED_TEXTS.en;
const others = LANGUAGES.filter((lang) => lang !== 'en');

/** The in-app and outside links a body points to, in order. */
function linksOf(markdown: string): string[] {
  return [...renderMarkdown(markdown).matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * Figures of two digits or more in a body (the examples' numbers, without separators): the same in
 * every language. Single digits are left out: "one year" is "1年" in Japanese.
 */
function figuresOf(markdown: string): string[] {
  return (markdown.match(/\d[\d,.\u00a0 ]*\d/g) ?? [])
    .map((figure) => figure.replace(/[,.\u00a0 ]/g, ''))
    .sort();
}

describe('seed content', () => {
  it('has texts for exactly the seven languages', () => {
    expect(Object.keys(SEED_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every article and banner, none empty, and no others', (lang) => {
    const texts = SEED_TEXTS[lang];
    expect(Object.keys(texts.articles).sort()).toEqual(SEED_ARTICLES.map((a) => a.slug).sort());
    expect(Object.keys(texts.banners).sort()).toEqual(SEED_BANNERS.map((b) => b.slug).sort());
    const empty = Object.entries(texts.articles)
      .filter(([, text]) =>
        [text.title, text.summary, text.body].some((part) => part.trim() === ''),
      )
      .map(([slug]) => slug);
    expect(empty).toEqual([]);
    expect(Object.values(texts.banners).filter((banner) => banner.title.trim() === '')).toEqual([]);
  });

  it.each(others)(
    '%s is translated: no title, summary, body or banner is the English one',
    (lang) => {
      const texts = SEED_TEXTS[lang];
      const copies = SEED_ARTICLES.flatMap(({ slug }) =>
        (['title', 'summary', 'body'] as const)
          .filter((part) => texts.articles[slug][part] === english.articles[slug][part])
          .map((part) => `${slug}.${part}`),
      );
      const bannerCopies = SEED_BANNERS.filter(
        ({ slug }) => texts.banners[slug].title === english.banners[slug].title,
      ).map(({ slug }) => slug);
      expect([...copies, ...bannerCopies]).toEqual([]);
    },
  );

  it.each(others)('%s links to the same pages as English, article by article', (lang) => {
    const differing = SEED_ARTICLES.filter(
      ({ slug }) =>
        linksOf(SEED_TEXTS[lang].articles[slug].body).join() !==
        linksOf(english.articles[slug].body).join(),
    ).map(({ slug }) => slug);
    expect(differing).toEqual([]);
  });

  it.each(others)('%s keeps the examples’ figures (margin 60 USD, payout 180 USD …)', (lang) => {
    const differing = SEED_ARTICLES.filter(
      ({ slug }) =>
        figuresOf(SEED_TEXTS[lang].articles[slug].body).join() !==
        figuresOf(english.articles[slug].body).join(),
    ).map(({ slug }) => slug);
    expect(differing).toEqual([]);
  });

  it('works the margin example out right: 1 lot × 0.01 BTC × 60,000 USD at 10x = 60 USD', () => {
    const body = english.articles['help-margin'].body;
    expect(body).toContain('0.01 × 60,000 = 600 USD');
    expect(body).toContain('600 ÷ 10 = **60 USD**');
  });
});
