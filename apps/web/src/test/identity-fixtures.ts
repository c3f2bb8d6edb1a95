import type {
  Area,
  CaptchaData,
  PhotoLink,
  PublicSettings,
  SendCodeData,
  SessionData,
  UserInfo,
  VerificationDetails,
} from '@waihui/contracts';

/** A small country list as GET /api/default/area_list answers it (names in English). */
export const AREAS: Area[] = [
  { code: 'FR', name: 'France', dial_code: '+33', barred: false },
  { code: 'DE', name: 'Germany', dial_code: '+49', barred: false },
  { code: 'HK', name: 'Hong Kong', dial_code: '+852', barred: false },
  { code: 'JP', name: 'Japan', dial_code: '+81', barred: true },
  { code: 'US', name: 'United States', dial_code: '+1', barred: true },
];

export const CAPTCHA: CaptchaData = {
  captcha_key: '7f0c8a52-1f7e-4c35-9a43-5f7f1c1f2a10',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  expires_in_seconds: 300,
};

export const USER: UserInfo = {
  uid: 100042,
  account: 'an***@example.com',
  account_type: 'email',
  email_masked: 'an***@example.com',
  phone_masked: null,
  country: 'DE',
  invite_code: 'K7QX2M9P',
  verification_status: 'unverified',
  has_fund_password: false,
  lang: 'en',
  created_at: '2026-11-22T10:00:00.000Z',
};

export const SESSION: SessionData = {
  token: 'tok_abc123',
  expires_at: '2026-12-22T10:00:00.000Z',
  user: USER,
};

export const SENT_EMAIL: SendCodeData = {
  channel: 'email',
  destination_masked: 'an***@example.com',
  expires_in_seconds: 600,
  resend_after_seconds: 60,
};

/** The same code sent by SMS to a German phone. */
export const SENT_SMS: SendCodeData = {
  ...SENT_EMAIL,
  channel: 'sms',
  destination_masked: '+491****6789',
};

/** GET /api/default/setting of a non-demo instance. */
export const PUBLIC_SETTINGS: PublicSettings = {
  demo: false,
  support_email: 'support@waihui.local',
  service_url: null,
  barred_countries: ['US', 'JP'],
  password_min_length: 6,
  code_length: 6,
  code_resend_seconds: 60,
  compliance_profile: 'standard',
  company_place: null,
  map_tile_url: null,
  map_tile_attribution: '',
  geocoder_url: null,
};

/** A submitted identity as the user's centre and the operator's review show it; the photo links
 * are the caller's, since the user's and the operator's routes sign them differently. */
export function verificationDetails(
  front_photo: PhotoLink,
  back_photo: PhotoLink,
): VerificationDetails {
  return {
    country: 'DE',
    country_name: 'Germany',
    name: 'Hanako Yamada',
    gender: 'female',
    birth_date: '1990-04-01',
    id_type: 'passport',
    id_number_masked: 'TK*****67',
    front_photo,
    back_photo,
  };
}
