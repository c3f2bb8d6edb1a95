import { describe, expect, it } from 'vitest';
import type { AdminAuditData, AdminBanner, BannersData } from '@waihui/contracts';
import { createTestApp } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

describe('banner editor (back-office)', () => {
  it('creates a banner in two languages at order 0, hides one; users see exactly that', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const listed = await t.call<{ list: AdminBanner[] }>('GET', '/api/admin/content/banners', {
      token: admin.token,
    });
    expect(listed.body.data.list.map((b) => [b.id, b.slug, b.sort_order, b.enabled])).toEqual([
      [1, 'banner-welcome', 0, true],
      [2, 'banner-leverage', 1, true],
      [3, 'banner-margin', 2, true],
    ]);
    expect(listed.body.data.list[0]!.texts).toHaveLength(7);

    const created = await t.call<AdminBanner>('POST', '/api/admin/content/banners/save', {
      token: admin.token,
      body: {
        slug: 'banner-promo',
        image: '/content/banner-learn.svg',
        url: 'https://example.com/promo',
        sort_order: 0,
        texts: [
          { lang: 'en', title: ' Autumn update ' },
          { lang: 'de', title: 'Herbst-Update' },
        ],
      },
    });
    expect(created.body.data).toEqual({
      id: 4,
      slug: 'banner-promo',
      image: '/content/banner-learn.svg',
      article_id: null,
      url: 'https://example.com/promo',
      sort_order: 0,
      enabled: true,
      texts: [
        { lang: 'de', title: 'Herbst-Update' },
        { lang: 'en', title: 'Autumn update' },
      ],
    });
    // Hide the margin banner (audited with before and after).
    const margin = listed.body.data.list[2]!;
    const hidden = await t.call<AdminBanner>('POST', '/api/admin/content/banners/save', {
      token: admin.token,
      body: { ...margin, enabled: false },
    });
    expect(hidden.body.data.enabled).toBe(false);
    const audit = await t.call<AdminAuditData>('GET', '/api/admin/audit/list?action=banner.save', {
      token: admin.token,
    });
    expect(
      audit.body.data.list.map((row) => [row.target, row.before?.enabled, row.after?.enabled]),
    ).toEqual([
      ['banner:3', true, false],
      ['banner:4', undefined, true],
    ]);

    // Same order 0: the older banner first; the hidden one is gone; Japanese falls back to English.
    const german = await t.call<BannersData>('GET', '/api/news/benlist', { lang: 'de' });
    expect(german.body.data.list.map((b) => [b.id, b.fallback])).toEqual([
      [1, false],
      [4, false],
      [2, false],
    ]);
    expect(german.body.data.list[1]!.title).toBe('Herbst-Update');
    const japanese = await t.call<BannersData>('GET', '/api/news/benlist', { lang: 'ja' });
    expect(japanese.body.data.list[1]).toMatchObject({
      id: 4,
      title: 'Autumn update',
      lang: 'en',
      fallback: true,
      url: 'https://example.com/promo',
    });
  });

  it('refuses a taken slug, an unknown article, a foreign image and two targets', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const base = {
      slug: 'banner-new',
      image: '/content/banner-learn.svg',
      sort_order: 3,
      texts: [{ lang: 'en', title: 'New' }],
    };
    const save = (body: Record<string, unknown>) =>
      t.call('POST', '/api/admin/content/banners/save', { token: admin.token, body });
    expect((await save({ ...base, slug: 'banner-welcome' })).body.data).toEqual({
      reason: 'BANNER_SLUG_TAKEN',
    });
    expect((await save({ ...base, article_id: 999 })).body.data).toEqual({
      reason: 'ARTICLE_NOT_FOUND',
    });
    expect((await save({ ...base, image: 'https://evil.example/x.png' })).body.data).toMatchObject({
      reason: 'VALIDATION_FAILED',
    });
    expect(
      (await save({ ...base, article_id: 1, url: 'https://example.com' })).body.data,
    ).toMatchObject({ reason: 'VALIDATION_FAILED' });
    const listed = await t.call<{ list: AdminBanner[] }>('GET', '/api/admin/content/banners', {
      token: admin.token,
    });
    expect(listed.body.data.list).toHaveLength(3);
  });
});
