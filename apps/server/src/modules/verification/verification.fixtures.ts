import sharp from 'sharp';
import type { TestApp, TestUser } from '../../../test/fixtures';

/** Test helpers of the verification module: real images made with sharp, and multipart uploads. */

/** A `width`×`height` image of one colour in the given format. */
export function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 40,
  height = 30,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position (Tokyo). */
export function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 2913/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 44/1 4035/100',
      },
    })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) as it appears in little-endian ("II") EXIF. */
export const GPS_POINTER_TAG = Buffer.from([0x25, 0x88]);

const BOUNDARY = '----waihui-test-boundary';

/** A multipart/form-data body with one file field. */
export function multipartFile(
  bytes: Buffer,
  filename: string,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export interface UploadResult {
  status: number;
  body: { code: number; msg: string; data: Record<string, unknown> & { reason?: string } };
}

/** POST /api/user_real/upload_photo with one file. */
export async function uploadFile(
  t: TestApp,
  user: TestUser,
  bytes: Buffer,
  options: { filename?: string; contentType?: string; lang?: string } = {},
): Promise<UploadResult> {
  const { payload, headers } = multipartFile(
    bytes,
    options.filename ?? 'photo.jpg',
    options.contentType ?? 'image/jpeg',
  );
  const raw = await t.app.inject({
    method: 'POST',
    url: '/api/user_real/upload_photo',
    headers: { ...headers, ...user.auth, ...(options.lang ? { lang: options.lang } : {}) },
    payload,
  });
  return { status: raw.statusCode, body: raw.json() };
}

/** Uploads a small JPEG and answers its photo id. */
export async function uploadPhotoId(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadFile(t, user, await makeImage('jpeg'));
  if (res.body.code !== 1) throw new Error(`upload failed: ${res.body.msg}`);
  return res.body.data.photo_id as string;
}

/** A complete form for a passport holder born 1990-04-01, with two freshly uploaded photos. */
export async function validForm(
  t: TestApp,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    country: 'DE',
    name: '  Hanako   Yamada ',
    gender: 'female',
    birth_date: '1990-04-01',
    id_type: 'passport',
    id_number: ' tk 1234567 ',
    front_photo_id: await uploadPhotoId(t, user),
    back_photo_id: await uploadPhotoId(t, user),
    ...overrides,
  };
}
