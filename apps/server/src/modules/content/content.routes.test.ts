import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bannersResponseSchema,
  feedbackListResponseSchema,
  helpCentreResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
} from '@waihui/contracts';
import type { DbOrTx } from '../../db/database';
import { contentArticles, contentArticleTexts, feedback } from '../../db/schema';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import {
  createTestApp,
  insertUserWithSession,
  T0,
  type TestApp,
  refusal,
} from '../../../test/fixtures';
import { seedContent } from './content.seed';

const MINUTE = 60_000;

/** An article written straight into the database, as the back-office would: texts by language. */
async function insertArticle(
  db: DbOrTx,
  article: {
    slug: string;
    category: 'news' | 'notice' | 'help' | 'legal';
    publishedAt: Date;
    texts: Partial<Record<'en' | 'de' | 'ja', { title: string; body?: string }>>;
  },
): Promise<number> {
  const [row] = await db
    .insert(contentArticles)
    .values({
      slug: article.slug,
      category: article.category,
      topic: article.category === 'help' ? 'account' : null,
      publishedAt: article.publishedAt,
    })
    .returning({ id: contentArticles.id });
  const id = row!.id;
  await db.insert(contentArticleTexts).values(
    Object.entries(article.texts).map(([lang, text]) => ({
      articleId: id,
      lang: lang as 'en',
      title: text.title,
      summary: `${text.title} (summary)`,
      bodyMarkdown: text.body ?? text.title,
    })),
  );
  return id;
}

async function get(t: TestApp, url: string, lang?: string) {
  const res = await t.call('GET', url, lang === undefined ? {} : { lang });
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /api/news/list', () => {
  it('lists the seeded notices newest first, in the request language', async () => {
    const t = await createTestApp();
    const body = newsListResponseSchema.parse(await get(t, '/api/news/list?category=notice'));
    expect(body.data.list.map((item) => [item.slug, item.title, item.published_at])).toEqual([
      ['welcome', 'Welcome to Waihui', T0.toISOString()],
      ['account-safety', 'Keep your account safe', new Date(T0.getTime() - MINUTE).toISOString()],
      ['demo-mode', 'About demo mode', new Date(T0.getTime() - 2 * MINUTE).toISOString()],
    ]);
    expect(body.data.list[0]).toEqual({
      id: 1,
      slug: 'welcome',
      category: 'notice',
      topic: null,
      title: 'Welcome to Waihui',
      summary: 'What you can do here, and what to read before you trade with leverage.',
      cover_image: '/content/cover-notice.svg',
      published_at: '2026-11-22T10:00:00.000Z',
      lang: 'en',
      fallback: false,
    });
    expect(body.data.has_more).toBe(false);
  });

  it('answers the seeded notices in Japanese for lang ja, and banners too', async () => {
    const t = await createTestApp();
    const notices = newsListResponseSchema.parse(
      await get(t, '/api/news/list?category=notice', 'ja'),
    );
    expect(notices.data.list.map((item) => [item.title, item.lang, item.fallback])).toEqual([
      ['Waihuiへようこそ', 'ja', false],
      ['アカウントを安全に保つために', 'ja', false],
      ['デモモードについて', 'ja', false],
    ]);
    const banners = bannersResponseSchema.parse(await get(t, '/api/news/benlist', 'ja'));
    expect(banners.data.list.map((banner) => banner.title)).toEqual([
      'Waihuiへようこそ：まずはこちらから',
      'レバレッジは損失も大きくします：最初にお読みください',
      '証拠金のしくみを例で解説',
    ]);
  });

  it('pages with has_more until the last page', async () => {
    const t = await createTestApp();
    const first = newsListResponseSchema.parse(
      await get(t, '/api/news/list?category=news&limit=2'),
    );
    expect(first.data.list.map((item) => item.slug)).toEqual(['contract-trading', 'five-markets']);
    expect([first.data.page, first.data.limit, first.data.has_more]).toEqual([1, 2, true]);
    const second = newsListResponseSchema.parse(
      await get(t, '/api/news/list?category=news&limit=2&page=2'),
    );
    expect(second.data.list.map((item) => item.slug)).toEqual(['seven-languages']);
    expect([second.data.page, second.data.has_more]).toEqual([2, false]);
    const beyond = newsListResponseSchema.parse(
      await get(t, '/api/news/list?category=news&limit=2&page=3'),
    );
    expect([beyond.data.list, beyond.data.has_more]).toEqual([[], false]);
  });

  it('answers English where a language has no version, marked fallback, and skips what has neither', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    await db.delete(contentArticles);
    await insertArticle(db, {
      slug: 'both',
      category: 'news',
      publishedAt: new Date(T0.getTime() - MINUTE),
      texts: { en: { title: 'Both (en)' }, ja: { title: '両方 (ja)' } },
    });
    await insertArticle(db, {
      slug: 'english-only',
      category: 'news',
      publishedAt: new Date(T0.getTime() - 2 * MINUTE),
      texts: { en: { title: 'English only' } },
    });
    await insertArticle(db, {
      slug: 'german-only',
      category: 'news',
      publishedAt: new Date(T0.getTime() - 3 * MINUTE),
      texts: { de: { title: 'Nur Deutsch' } },
    });
    const view = async (lang: string) =>
      newsListResponseSchema
        .parse(await get(t, '/api/news/list?category=news', lang))
        .data.list.map((item) => [item.slug, item.title, item.lang, item.fallback]);

    expect(await view('ja')).toEqual([
      ['both', '両方 (ja)', 'ja', false],
      ['english-only', 'English only', 'en', true],
    ]);
    expect(await view('de')).toEqual([
      ['both', 'Both (en)', 'en', true],
      ['english-only', 'English only', 'en', true],
      ['german-only', 'Nur Deutsch', 'de', false],
    ]);
    expect(await view('en')).toEqual([
      ['both', 'Both (en)', 'en', false],
      ['english-only', 'English only', 'en', false],
    ]);
  });

  it('hides articles not yet published, disabled, or of another category', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    await db.delete(contentArticles);
    await insertArticle(db, {
      slug: 'future',
      category: 'notice',
      publishedAt: new Date(T0.getTime() + MINUTE),
      texts: { en: { title: 'Tomorrow' } },
    });
    const disabled = await insertArticle(db, {
      slug: 'disabled',
      category: 'notice',
      publishedAt: T0,
      texts: { en: { title: 'Withdrawn' } },
    });
    await db
      .update(contentArticles)
      .set({ enabled: false })
      .where(eq(contentArticles.id, disabled));
    await insertArticle(db, {
      slug: 'a-news-item',
      category: 'news',
      publishedAt: T0,
      texts: { en: { title: 'News' } },
    });
    const notices = newsListResponseSchema.parse(await get(t, '/api/news/list?category=notice'));
    expect(notices.data.list).toEqual([]);

    t.clock.advanceSeconds(60);
    const later = newsListResponseSchema.parse(await get(t, '/api/news/list?category=notice'));
    expect(later.data.list.map((item) => item.slug)).toEqual(['future']);
  });

  it('refuses an unknown category', async () => {
    const t = await createTestApp();
    const body = await get(t, '/api/news/list?category=ads');
    expect(body).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/news/detail', () => {
  it('renders the Markdown body of an article by id or slug', async () => {
    const t = await createTestApp();
    const bySlug = newsDetailResponseSchema.parse(
      await get(t, '/api/news/detail?slug=help-margin'),
    );
    expect(bySlug.data.title).toBe('What is margin?');
    expect(bySlug.data.html).toContain(
      '<p><strong>Margin = position value ÷ leverage.</strong> The position value (notional) is lots × contract size × price.</p>',
    );
    const byId = newsDetailResponseSchema.parse(
      await get(t, `/api/news/detail?id=${bySlug.data.id}`),
    );
    expect(byId.data).toEqual(bySlug.data);
  });

  it('renders <script>, onerror= and javascript: links harmless', async () => {
    const t = await createTestApp();
    const id = await insertArticle(t.database.db, {
      slug: 'hostile',
      category: 'news',
      publishedAt: T0,
      texts: {
        en: {
          title: 'Hostile',
          body: [
            'Read <script>fetch("/api/user/info")</script>this.',
            '',
            '<img src="/content/cover-news.svg" onerror="alert(document.cookie)">',
            '',
            '[Tap me](javascript:alert(1)) or <a href="JAVASCRIPT:alert(2)" onclick="x()">me</a>',
            '',
            '[Elsewhere](https://example.com/page)',
          ].join('\n'),
        },
      },
    });
    const body = newsDetailResponseSchema.parse(await get(t, `/api/news/detail?id=${id}`));
    expect(body.data.html).toBe(
      [
        '<p>Read this.</p>',
        '<img src="/content/cover-news.svg" /><p><a>Tap me</a> or <a>me</a></p>',
        '<p><a href="https://example.com/page" target="_blank" rel="noopener noreferrer nofollow">Elsewhere</a></p>',
      ].join('\n'),
    );
  });

  it('answers ARTICLE_NOT_FOUND for an unknown or unpublished article, translated', async () => {
    const t = await createTestApp();
    expect(await get(t, '/api/news/detail?id=9999')).toEqual(
      refusal('ARTICLE_NOT_FOUND', 'This article does not exist or is no longer published'),
    );
    const id = await insertArticle(t.database.db, {
      slug: 'later',
      category: 'notice',
      publishedAt: new Date(T0.getTime() + MINUTE),
      texts: { en: { title: 'Later' } },
    });
    expect(await get(t, `/api/news/detail?id=${id}`, 'ja')).toEqual(
      refusal('ARTICLE_NOT_FOUND', 'この記事は存在しないか、公開が終了しています'),
    );
  });
});

describe('GET /api/news/benlist', () => {
  it('lists the banners in order, each opening its article', async () => {
    const t = await createTestApp();
    const body = bannersResponseSchema.parse(await get(t, '/api/news/benlist'));
    const ids = newsListResponseSchema
      .parse(await get(t, '/api/news/list?category=help&limit=50'))
      .data.list.map((item) => [item.slug, item.id]);
    const idOf = Object.fromEntries(ids) as Record<string, number>;
    expect(body.data.list).toEqual([
      {
        id: 1,
        title: 'Welcome to Waihui: start here',
        image: '/content/banner-welcome.svg',
        article_id: 1,
        url: null,
        lang: 'en',
        fallback: false,
      },
      {
        id: 2,
        title: 'Leverage multiplies losses too: read this first',
        image: '/content/banner-risk.svg',
        article_id: idOf['help-leverage'],
        url: null,
        lang: 'en',
        fallback: false,
      },
      {
        id: 3,
        title: 'Margin explained, with an example',
        image: '/content/banner-learn.svg',
        article_id: idOf['help-margin'],
        url: null,
        lang: 'en',
        fallback: false,
      },
    ]);
  });
});

describe('GET /api/news/help', () => {
  it('groups the help questions by topic, with answers and their plain text', async () => {
    const t = await createTestApp();
    const body = helpCentreResponseSchema.parse(await get(t, '/api/news/help'));
    expect(
      body.data.topics.map((group) => [group.topic, group.questions.map((q) => q.slug)]),
    ).toEqual([
      ['account', ['help-verify-identity', 'help-passwords']],
      ['funding', ['help-deposit', 'help-withdraw', 'help-transfer']],
      [
        'trading',
        [
          'help-margin',
          'help-leverage',
          'help-stop-out',
          'help-take-profit-stop-loss',
          'help-delivery-contracts',
        ],
      ],
    ]);
    const transfer = body.data.topics[1]!.questions[2]!;
    expect(transfer.title).toBe('How do I move money between my accounts?');
    expect(transfer.text).toBe(
      'You have two accounts: the coin account (spot) and the contract account, which holds the margin for contract trading. ' +
        'Open Assets → Transfer, choose the account to transfer from and the currency, and enter the quantity. ' +
        'It cannot be below zero or more than the available balance. The transfer happens at once and both sides appear in your account records.',
    );
  });
});

describe('GET /api/default/service_link', () => {
  it('answers the configured customer-service URL, or null', async () => {
    const none = await createTestApp();
    expect(await get(none, '/api/default/service_link?key=service_url')).toEqual({
      code: 1,
      msg: 'Success',
      data: null,
    });
    await none.close();
    const configured = await createTestApp({
      config: { SUPPORT_URL: 'https://support.example.com/chat' },
    });
    expect(await get(configured, '/api/default/service_link?key=service_url')).toEqual({
      code: 1,
      msg: 'Success',
      data: 'https://support.example.com/chat',
    });
  });
});

describe('feedback', () => {
  it('stores trimmed feedback and lists the sender’s own, newest first', async () => {
    const t = await createTestApp();
    const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
    const first = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: '  The chart is hard to read in dark rooms.\n' },
    });
    expect(first.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        id: 1,
        content: 'The chart is hard to read in dark rooms.',
        created_at: T0.toISOString(),
        answer: null,
        answered_at: null,
      },
    });
    t.clock.advanceSeconds(30);
    await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      lang: 'ja',
      body: { content: 'チャートが見やすくなりました' },
    });
    const list = feedbackListResponseSchema.parse(
      (await t.call('GET', '/api/feedback/list', { token: alice.token })).body,
    );
    expect(list.data).toEqual({
      list: [
        {
          id: 2,
          content: 'チャートが見やすくなりました',
          created_at: '2026-11-22T10:00:30.000Z',
          answer: null,
          answered_at: null,
        },
        {
          id: 1,
          content: 'The chart is hard to read in dark rooms.',
          created_at: T0.toISOString(),
          answer: null,
          answered_at: null,
        },
      ],
      page: 1,
      limit: 10,
      has_more: false,
    });
    const stored = await t.database.db.select().from(feedback).orderBy(feedback.id);
    expect(stored.map((row) => [row.userId, row.lang])).toEqual([
      [alice.userId, 'en'],
      [alice.userId, 'ja'],
    ]);
  });

  it('refuses more than 140 characters with a clear message, and accepts exactly 140', async () => {
    const t = await createTestApp();
    const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
    const tooLong = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: '反'.repeat(141) },
    });
    expect(tooLong.body).toEqual(
      refusal('FEEDBACK_TOO_LONG', 'Feedback can be at most 140 characters'),
    );
    const inGerman = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      lang: 'de',
      body: { content: 'a'.repeat(141) },
    });
    expect(inGerman.body).toEqual(
      refusal('FEEDBACK_TOO_LONG', 'Feedback darf höchstens 140 Zeichen lang sein'),
    );
    const exactly = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: '反'.repeat(140) },
    });
    expect(exactly.body).toMatchObject({ code: 1, data: { content: '反'.repeat(140) } });
    const empty = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: '   ' },
    });
    expect(empty.body).toEqual(refusal('FEEDBACK_EMPTY', 'Please write your feedback first'));
    expect(await t.database.db.select().from(feedback)).toHaveLength(1);
  });

  it('keeps another user’s feedback unreachable', async () => {
    const t = await createTestApp();
    const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
    const bob = await insertUserWithSession(t.database.db, { label: 'bob' });
    const sent = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: 'Private note from Alice' },
    });
    const id = sent.body.data.id as number;

    const bobsList = await t.call('GET', '/api/feedback/list', { token: bob.token });
    expect(bobsList.body).toEqual({
      code: 1,
      msg: 'Success',
      data: { list: [], page: 1, limit: 10, has_more: false },
    });
    const bobsLook = await t.call('GET', `/api/feedback/detail?id=${id}`, { token: bob.token });
    expect(bobsLook.body).toEqual(refusal('NOT_FOUND', 'Not found'));
    const alicesLook = await t.call('GET', `/api/feedback/detail?id=${id}`, {
      token: alice.token,
    });
    expect(alicesLook.body).toMatchObject({
      code: 1,
      data: { content: 'Private note from Alice' },
    });
  });

  it('shows the sender the operator’s answer and when it was given; nobody else sees it', async () => {
    const t = await createTestApp({ config: { OPERATOR_TOTP_KEY: TEST_TOTP_KEY } });
    const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
    const bob = await insertUserWithSession(t.database.db, { label: 'bob' });
    const support = await insertOperator(t.database.db, ['support']);
    const sent = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: 'Where is my deposit?' },
    });
    const id = sent.body.data.id as number;
    t.clock.advanceSeconds(90);
    const answered = await t.call('POST', '/api/admin/feedback/answer', {
      token: support.token,
      body: { id, answer: 'It was confirmed this morning.' },
    });
    expect(answered.body.code).toBe(1);

    const mine = {
      id,
      content: 'Where is my deposit?',
      created_at: T0.toISOString(),
      answer: 'It was confirmed this morning.',
      answered_at: '2026-11-22T10:01:30.000Z',
    };
    const list = feedbackListResponseSchema.parse(
      (await t.call('GET', '/api/feedback/list', { token: alice.token })).body,
    );
    expect(list.data.list).toEqual([mine]);
    const detail = await t.call('GET', `/api/feedback/detail?id=${id}`, { token: alice.token });
    expect(detail.body.data).toEqual(mine);
    // Bob sees neither the feedback nor its answer.
    const bobsList = await t.call('GET', '/api/feedback/list', { token: bob.token });
    expect(bobsList.body.data).toEqual({ list: [], page: 1, limit: 10, has_more: false });
    const bobsLook = await t.call('GET', `/api/feedback/detail?id=${id}`, { token: bob.token });
    expect(bobsLook.body.data).toEqual({ reason: 'NOT_FOUND' });
  });

  it('needs a session', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/feedback/submit', { body: { content: 'hello' } });
    expect([res.status, (res.body as { code: number }).code]).toEqual([401, 999]);
  });
});

describe('seeding', () => {
  it('adds only new slugs: an operator’s edit survives a restart, a deleted item returns', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const count = async () => (await db.select().from(contentArticleTexts)).length;
    expect(await count()).toBe(18 * 7);
    await db
      .update(contentArticleTexts)
      .set({ title: 'Edited by an operator' })
      .where(eq(contentArticleTexts.articleId, 1));
    await db.delete(contentArticles).where(eq(contentArticles.slug, 'demo-mode'));

    await seedContent(db, new Date(T0.getTime() + 3_600_000));
    const welcome = newsDetailResponseSchema.parse(await get(t, '/api/news/detail?slug=welcome'));
    expect([welcome.data.title, welcome.data.published_at]).toEqual([
      'Edited by an operator',
      T0.toISOString(),
    ]);
    // The deleted notice comes back: its slug was free again. To withdraw an item, disable it.
    expect(await count()).toBe(18 * 7);
  });
});
