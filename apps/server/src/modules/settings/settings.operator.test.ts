import { describe, expect, it } from 'vitest';
import type {
  AdminCountriesSettings,
  AdminSupportSettings,
  PublicSettings,
} from '@waihui/contracts';
import { createTestApp } from '../../../test/fixtures';
import { solveCaptcha } from '../../../test/users';
import { insertOperator, lastAudit, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

describe('barred countries and support channels (back-office)', () => {
  it('registration refuses a newly barred country; the public settings show the saved values', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const read = await t.call<AdminCountriesSettings>('GET', '/api/admin/settings/countries', {
      token: admin.token,
    });
    expect(read.body.data).toEqual({
      barred_countries: ['US', 'JP', 'KR', 'CN'],
      source: 'environment',
    });
    const unknown = await t.call('POST', '/api/admin/settings/countries/save', {
      token: admin.token,
      body: { barred_countries: ['FR', 'XX'] },
    });
    expect(unknown.body.data).toMatchObject({ reason: 'INVALID_COUNTRY' });

    const saved = await t.call<AdminCountriesSettings>(
      'POST',
      '/api/admin/settings/countries/save',
      { token: admin.token, body: { barred_countries: ['US', 'FR', 'US'] } },
    );
    expect(saved.body.data).toEqual({ barred_countries: ['FR', 'US'], source: 'saved' });
    expect(await lastAudit(t, admin.token, 'settings.countries')).toMatchObject({
      before: { barred_countries: ['US', 'JP', 'KR', 'CN'] },
      after: { barred_countries: ['FR', 'US'] },
    });

    const french = await t.call('POST', '/api/notify/send_sms', {
      body: { purpose: 'register', phone: '0612345678', country: 'FR' },
      lang: 'fr',
    });
    expect(french.body).toEqual({
      code: 0,
      msg: "Les résidents de France ne peuvent pas ouvrir de compte selon nos conditions d'utilisation",
      data: { reason: 'COUNTRY_BARRED', country: 'FR' },
    });
    // Japan is no longer barred: its code is sent (an SMS needs a solved captcha).
    const japanese = await t.call('POST', '/api/notify/send_sms', {
      body: {
        purpose: 'register',
        phone: '09012345678',
        country: 'JP',
        ...(await solveCaptcha(t)),
      },
    });
    expect(japanese.body.code).toBe(1);

    const support = await t.call<AdminSupportSettings>('POST', '/api/admin/settings/support/save', {
      token: admin.token,
      body: { support_email: 'help@example.com', service_url: 'https://help.example.com/chat' },
    });
    expect(support.body.data).toEqual({
      support_email: 'help@example.com',
      service_url: 'https://help.example.com/chat',
      source: 'saved',
    });
    const publicSettings = await t.call<PublicSettings>('GET', '/api/default/setting');
    expect(publicSettings.body.data).toMatchObject({
      support_email: 'help@example.com',
      service_url: 'https://help.example.com/chat',
      barred_countries: ['FR', 'US'],
    });
    const link = await t.call('GET', '/api/default/service_link?key=service_url');
    expect(link.body.data).toBe('https://help.example.com/chat');
    const notHttps = await t.call('POST', '/api/admin/settings/support/save', {
      token: admin.token,
      body: { support_email: 'help@example.com', service_url: 'http://help.example.com' },
    });
    expect(notHttps.body.data).toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});
