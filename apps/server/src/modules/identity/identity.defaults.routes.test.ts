import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/fixtures';

interface AreaRow {
  code: string;
  name: string;
  dial_code: string;
  barred: boolean;
}

describe('GET /api/default/area_list', () => {
  it('lists countries with calling codes, named in the request language, barred ones flagged', async () => {
    const t = await createTestApp();
    const en = await t.call<AreaRow[]>('GET', '/api/default/area_list');
    expect(en.body.code).toBe(1);
    const list = en.body.data;
    expect(list.length).toBeGreaterThan(200);
    const byCode = new Map(list.map((area) => [area.code, area]));
    expect(byCode.get('DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      dial_code: '+49',
      barred: false,
    });
    expect(byCode.get('HK')).toMatchObject({ dial_code: '+852', barred: false });
    for (const code of ['US', 'JP', 'KR', 'CN']) expect(byCode.get(code)?.barred).toBe(true);
    expect(list.filter((area) => area.barred)).toHaveLength(4);
    const names = list.map((area) => area.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));

    const names7 = async (lang: string) => {
      const res = await t.call<AreaRow[]>('GET', '/api/default/area_list', { lang });
      return Object.fromEntries(
        res.body.data.filter((a) => ['DE', 'US'].includes(a.code)).map((a) => [a.code, a.name]),
      );
    };
    expect(await names7('ja')).toEqual({ DE: 'ドイツ', US: 'アメリカ合衆国' });
    expect(await names7('zh-HK')).toEqual({ DE: '德國', US: '美國' });
    expect(await names7('zh-CN')).toEqual({ DE: '德国', US: '美国' });
    expect(await names7('de')).toEqual({ DE: 'Deutschland', US: 'Vereinigte Staaten' });
  });

  it('follows BARRED_COUNTRIES', async () => {
    const t = await createTestApp({ config: { BARRED_COUNTRIES: 'DE' } });
    const res = await t.call<AreaRow[]>('GET', '/api/default/area_list');
    expect(res.body.data.filter((area) => area.barred).map((area) => area.code)).toEqual(['DE']);
  });
});

describe('GET /api/default/setting', () => {
  it('public settings with the demo flag on', async () => {
    const t = await createTestApp({
      config: {
        DEMO_MODE: 'true',
        SUPPORT_EMAIL: 'help@waihui.test',
        SUPPORT_URL: 'https://support.waihui.test/chat',
      },
    });
    const res = await t.call('GET', '/api/default/setting');
    expect(res.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        demo: true,
        support_email: 'help@waihui.test',
        service_url: 'https://support.waihui.test/chat',
        barred_countries: ['US', 'JP', 'KR', 'CN'],
        password_min_length: 6,
        code_length: 6,
        code_resend_seconds: 60,
        compliance_profile: 'standard',
        company_place: null,
        map_tile_url: null,
        map_tile_attribution: '',
        geocoder_url: null,
      },
    });
  });

  it('demo off with an explicit setting', async () => {
    const t = await createTestApp({ config: { DEMO_MODE: 'false' } });
    const res = await t.call('GET', '/api/default/setting');
    expect(res.body.data).toMatchObject({ demo: false, service_url: null });
  });

  it('the company place, the map tiles and the place search of the location pages', async () => {
    const t = await createTestApp({
      config: {
        COMPANY_NAME: 'Waihui Ltd',
        COMPANY_ADDRESS: '1 Harbour Road, Wan Chai, Hong Kong',
        COMPANY_LATITUDE: '22.2819',
        COMPANY_LONGITUDE: '114.1747',
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Tiles Example',
        GEOCODER_URL: 'https://search.example',
      },
    });
    const res = await t.call('GET', '/api/default/setting');
    expect(res.body.data).toMatchObject({
      company_place: {
        name: 'Waihui Ltd',
        address: '1 Harbour Road, Wan Chai, Hong Kong',
        latitude: 22.2819,
        longitude: 114.1747,
      },
      map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      map_tile_attribution: '© Tiles Example',
      geocoder_url: 'https://search.example',
    });
  });

  it('a company address without coordinates', async () => {
    const t = await createTestApp({ config: { COMPANY_ADDRESS: '1 Harbour Road' } });
    const answer = await t.call('GET', '/api/default/setting');
    expect(answer.body.data).toMatchObject({
      company_place: { name: '', address: '1 Harbour Road', latitude: null, longitude: null },
    });
  });
});

describe('GET /captcha/api/flat', () => {
  it('returns an SVG data URL and a key, not cached; any query string is fine', async () => {
    const t = await createTestApp();
    const res = await t.call<{ captcha_key: string; image: string; expires_in_seconds: number }>(
      'GET',
      '/captcha/api/flat?t=1732269600000&extra=1',
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data.captcha_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.expires_in_seconds).toBe(300);
    expect(res.raw.headers['cache-control']).toBe('no-store');
    // A raster image: no glyph outlines to match (docs/decisions.md "Guessing").
    const prefix = 'data:image/png;base64,';
    expect(res.body.data.image.startsWith(prefix)).toBe(true);
    const png = Buffer.from(res.body.data.image.slice(prefix.length), 'base64');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 240, height: 80 });
    expect(png.toString('latin1')).not.toContain('<path');
  });

  it('is rate limited per IP', async () => {
    const t = await createTestApp({ config: { RATE_LIMIT_CAPTCHA_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.call('GET', '/captcha/api/flat')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('OpenAPI', () => {
  it('documents every identity route with a tag and a summary', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    const routes = [
      ['post', '/api/user/register'],
      ['post', '/api/user/login'],
      ['post', '/api/user/logout'],
      ['post', '/api/user/amend_password'],
      ['post', '/api/user/forget_password'],
      ['post', '/api/user/fund_password'],
      ['get', '/api/user/info'],
      ['post', '/api/notify/send_sms'],
      ['post', '/api/notify/send_email'],
      ['post', '/api/lang/set'],
      ['get', '/api/default/area_list'],
      ['get', '/captcha/api/flat'],
    ] as const;
    for (const [method, path] of routes) {
      const operation = doc.paths[path]?.[method];
      expect([path, operation?.tags]).toEqual([path, ['identity']]);
      expect(operation?.summary?.length).toBeGreaterThan(5);
    }
    // The public settings serve the whole app (demo flag, support), so they sit with health.
    expect(doc.paths['/api/default/setting']?.get?.tags).toEqual(['system']);
  });
});
