import { photoUploadDataSchema, type PhotoUploadData, verificationPaths } from '@waihui/contracts';
import { REQUEST_TIMEOUT_MS } from '@/lib/http/client';

/*
 * POST /api/user_real/upload_photo as multipart/form-data with one `file` field. XMLHttpRequest, not
 * fetch: only XHR reports upload progress. Same headers as the app's client (product.md §7.3) and the same
 * timeout (product.md §9). Every failure is an UploadFailure carrying the server's message when there is
 * one; the form adds "contact customer service" (product.md §8.1).
 */

export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  constructor(
    /** The server's translated message, or '' when the upload got no answer. */
    readonly serverMessage: string,
    readonly details: { status?: number; reason?: string } = {},
  ) {
    super(serverMessage === '' ? 'upload failed' : serverMessage);
  }
}

export interface UploadOptions {
  token: string;
  lang: string;
  /** 0–100, as the browser sends the body. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Base address prefixed to the path; '' is same origin. */
  baseUrl?: string;
  /** For tests. */
  createRequest?: () => XMLHttpRequest;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

export function uploadIdPhoto(photo: Blob, options: UploadOptions): Promise<PhotoUploadData> {
  const request = options.createRequest?.() ?? new XMLHttpRequest();
  const baseUrl = options.baseUrl ?? (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
  return new Promise((resolve, reject) => {
    request.open('POST', `${baseUrl}${verificationPaths.verificationPhotoUpload.path}`);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.setRequestHeader('lang', options.lang);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    request.onerror = () => reject(new UploadFailure(''));
    request.ontimeout = () => reject(new UploadFailure(''));
    request.onabort = () => reject(new UploadFailure(''));
    request.onload = () => {
      let envelope: Envelope | null = null;
      try {
        envelope = JSON.parse(request.responseText) as Envelope;
      } catch {
        envelope = null;
      }
      const status = request.status;
      if (status !== 200 || envelope === null) {
        reject(new UploadFailure('', { status }));
        return;
      }
      const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
      if (envelope.code !== 1) {
        const data = envelope.data as { reason?: unknown } | null | undefined;
        const reason = typeof data?.reason === 'string' ? data.reason : undefined;
        reject(new UploadFailure(msg, { status, ...(reason ? { reason } : {}) }));
        return;
      }
      const parsed = photoUploadDataSchema.safeParse(envelope.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new UploadFailure('', { status }));
    };
    options.signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    body.append('file', photo, 'photo.jpg');
    request.send(body);
  });
}
