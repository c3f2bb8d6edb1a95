import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BlobImage } from '@/components/blob-image';
import { FormField, errorIdOf } from '@/components/form/form-field';
import { LOGIN_PATH, PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { UploadFailure, uploadIdPhoto } from '../api/upload-id-photo';
import { downscalePhoto } from './downscale-photo';
import './verification.css';

/** One side of the document: nothing yet, being prepared or sent, uploaded, or failed. */
export type PhotoState =
  | { kind: 'empty' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; photoId: string }
  | { kind: 'failed'; message: string };

export interface PhotoFieldProps {
  id: string;
  label: string;
  token: string;
  lang: string;
  state: PhotoState;
  onChange: (state: PhotoState) => void;
  /** The form's message for this field (e.g. photos required), or null. */
  error: string | null;
}

/**
 * A document photo: the file is downscaled in the browser (long side ≤ 1,600 px, JPEG), uploaded at
 * once with its progress shown, and previewed. A failed upload says why and points to customer
 * service (product.md §8.1).
 */
export function PhotoField({ id, label, token, lang, state, onChange, error }: PhotoFieldProps) {
  const { t } = useTranslation('verification');
  const [preview, setPreview] = useState<Blob | null>(null);
  const attempt = useRef<AbortController | null>(null);
  const navigate = useNavigate();

  useEffect(() => () => attempt.current?.abort(), []);

  async function choose(file: File) {
    attempt.current?.abort();
    const controller = new AbortController();
    attempt.current = controller;
    onChange({ kind: 'preparing' });
    const prepared = await downscalePhoto(file);
    if (controller.signal.aborted) return;
    setPreview(prepared.width === null ? null : prepared.blob);
    onChange({ kind: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadIdPhoto(prepared.blob, {
        token,
        lang,
        signal: controller.signal,
        onProgress: (percent) => onChange({ kind: 'uploading', percent }),
      });
      if (!controller.signal.aborted) onChange({ kind: 'done', photoId: uploaded.photo_id });
    } catch (failure) {
      if (controller.signal.aborted) return;
      // A session that ended: to login, as every call does (product.md §8.1, "an upload relaunches login").
      if (failure instanceof UploadFailure && failure.details.status === 401) {
        useAppStore.getState().clearSession();
        void navigate(LOGIN_PATH);
        return;
      }
      const serverMessage = failure instanceof UploadFailure ? failure.serverMessage : '';
      const message =
        serverMessage === ''
          ? t('upload.failed')
          : t('upload.failedWithReason', { reason: serverMessage });
      showToast(message, { icon: 'fail' });
      onChange({ kind: 'failed', message });
    }
  }

  const message = state.kind === 'failed' ? state.message : error;
  const busy = state.kind === 'preparing' || state.kind === 'uploading';
  return (
    <FormField id={id} label={label} error={message}>
      <div className="wh-photo-field">
        {preview !== null && (
          <BlobImage
            className="wh-photo-field__preview"
            blob={preview}
            alt={t('form.preview', { side: label })}
          />
        )}
        <label className="wh-button wh-button--ghost wh-photo-field__choose">
          {state.kind === 'done' ? t('form.changePhoto') : t('form.choosePhoto')}
          <input
            id={id}
            type="file"
            className="wh-photo-field__input"
            accept="image/jpeg,image/png,image/webp,image/*"
            disabled={busy}
            aria-invalid={message !== null || undefined}
            aria-describedby={message !== null ? errorIdOf(id) : `${id}-status`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file !== undefined) void choose(file);
            }}
          />
        </label>
        <p className="wh-photo-field__status" id={`${id}-status`} role="status">
          {state.kind === 'preparing' && t('upload.preparing')}
          {state.kind === 'uploading' && (
            <>
              {t('upload.progress', { percent: state.percent })}
              <progress max={100} value={state.percent} aria-label={label} />
            </>
          )}
          {state.kind === 'done' && t('upload.done')}
        </p>
        {state.kind === 'failed' && (
          <Link className="wh-photo-field__support" to={PATHS.contactUs}>
            {t('upload.contactSupport')}
          </Link>
        )}
      </div>
    </FormField>
  );
}
