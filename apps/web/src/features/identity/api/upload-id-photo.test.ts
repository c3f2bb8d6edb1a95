import { describe, expect, it } from 'vitest';
import { UploadFailure, uploadIdPhoto } from './upload-id-photo';

/** A fake XMLHttpRequest: records what was sent, then answers as told. */
class FakeRequest {
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly answer: (request: FakeRequest) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.answer(this);
  }
  abort() {
    this.onabort?.();
  }
}

function answering(status: number, json: unknown, progress: [number, number][] = []) {
  const requests: FakeRequest[] = [];
  const createRequest = () => {
    const request = new FakeRequest((self) => {
      for (const [loaded, total] of progress) {
        self.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      self.status = status;
      self.responseText = JSON.stringify(json);
      self.onload?.();
    });
    requests.push(request);
    return request as unknown as XMLHttpRequest;
  };
  return { requests, createRequest };
}

const PHOTO = new Blob(['jpeg'], { type: 'image/jpeg' });

describe('uploadIdPhoto', () => {
  it('posts one file with the app headers, reports progress and answers the photo', async () => {
    const fake = answering(
      200,
      {
        code: 1,
        msg: 'Success',
        data: {
          photo_id: '00000000-0000-4000-8000-000000000001',
          bytes: 4,
          width: 1600,
          height: 1200,
        },
      },
      [
        [25, 100],
        [100, 100],
      ],
    );
    const seen: number[] = [];
    const photo = await uploadIdPhoto(PHOTO, {
      token: 'tok',
      lang: 'de',
      baseUrl: '',
      onProgress: (percent) => seen.push(percent),
      createRequest: fake.createRequest,
    });
    expect(photo).toEqual({
      photo_id: '00000000-0000-4000-8000-000000000001',
      bytes: 4,
      width: 1600,
      height: 1200,
    });
    expect(seen).toEqual([25, 100]);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/user_real/upload_photo');
    expect(request?.timeout).toBe(60_000);
    expect(request?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok',
      lang: 'de',
    });
    expect((request?.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it("fails with the server's message and reason on a refusal", async () => {
    const fake = answering(200, {
      code: 0,
      msg: 'This file is empty (0 bytes), please choose the photo again',
      data: { reason: 'PHOTO_EMPTY' },
    });
    const failure = await uploadIdPhoto(PHOTO, {
      token: 'tok',
      lang: 'en',
      createRequest: fake.createRequest,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailure);
    expect(failure).toMatchObject({
      serverMessage: 'This file is empty (0 bytes), please choose the photo again',
      details: { status: 200, reason: 'PHOTO_EMPTY' },
    });
  });

  it('fails without a message on an HTTP error', async () => {
    const fake = answering(502, {});
    await expect(
      uploadIdPhoto(PHOTO, { token: 'tok', lang: 'en', createRequest: fake.createRequest }),
    ).rejects.toMatchObject({ serverMessage: '', details: { status: 502 } });
  });
});
