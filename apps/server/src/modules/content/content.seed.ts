import { LANGUAGES, type Language } from '@waihui/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  articleIdsBySlug,
  insertArticleTexts,
  insertBannerTexts,
  insertNewArticles,
  insertNewBanners,
} from './content.repository';
import { SEED_ARTICLES, SEED_BANNERS, type SeedTexts } from './seed/catalogue';
import { SEED_TEXTS } from './seed/texts';

/** Minutes between two seeded news items (or notices), so the list shows them in catalogue order. */
const SEED_STEP_MS = 60_000;

/**
 * Puts the seed content (seed/) into the database: articles and banners whose slug is not there yet,
 * with their text in every language. What exists is left alone, so operators' edits survive restarts
 * and several API nodes may start at once (`on conflict do nothing`); a deleted item is seeded again
 * (withdraw one by disabling it). Publish time: `now` for the
 * first news item and notice, a minute earlier for each next one.
 */
export async function seedContent(
  db: Db,
  now: Date,
  texts: Record<Language, SeedTexts> = SEED_TEXTS,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const position = new Map<string, number>();
    const inserted = await insertNewArticles(
      tx,
      SEED_ARTICLES.map((seed, index) => {
        const rank = position.get(seed.category) ?? 0;
        position.set(seed.category, rank + 1);
        return {
          slug: seed.slug,
          category: seed.category,
          topic: 'topic' in seed ? seed.topic : null,
          coverImage: 'cover' in seed ? seed.cover : null,
          publishedAt: new Date(now.getTime() - rank * SEED_STEP_MS),
          sortOrder: index,
        };
      }),
    );
    await insertArticleTexts(
      tx,
      inserted.flatMap(({ id, slug }) =>
        LANGUAGES.map((lang) => {
          const text = texts[lang].articles[slug as keyof SeedTexts['articles']];
          return {
            articleId: id,
            lang,
            title: text.title,
            summary: text.summary,
            bodyMarkdown: text.body,
            updatedAt: now,
          };
        }),
      ),
    );

    const articleIds = await articleIdsBySlug(
      tx,
      SEED_BANNERS.map((seed) => seed.article),
    );
    const banners = await insertNewBanners(
      tx,
      SEED_BANNERS.map((seed, index) => ({
        slug: seed.slug,
        image: seed.image,
        articleId: articleIds.get(seed.article) ?? null,
        sortOrder: index,
      })),
    );
    await insertBannerTexts(
      tx,
      banners.flatMap(({ id, slug }) =>
        LANGUAGES.map((lang) => ({
          bannerId: id,
          lang,
          title: texts[lang].banners[slug as keyof SeedTexts['banners']].title,
        })),
      ),
    );
  });
}
