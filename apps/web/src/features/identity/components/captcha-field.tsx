import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form/fields';
import type { BoundField } from '@/components/form/use-form';
import { getCaptchaQueryOptions } from '../api/get-captcha';
import './identity.css';

export interface CaptchaFieldProps {
  field: BoundField;
  value: string;
  onChange: (value: string) => void;
}

/** The image code (registration, SMS codes, login after wrong passwords): tap the image for another. */
export function CaptchaField({ field, value, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation('identity');
  const captcha = useQuery(getCaptchaQueryOptions());
  let image;
  if (captcha.data !== undefined) {
    image = (
      <img
        src={captcha.data.image}
        alt={t('fields.captchaImage')}
        width={120}
        height={40}
        className="wh-captcha__image"
      />
    );
  } else if (captcha.isError) {
    image = <span className="wh-captcha__failed">{t('fields.captchaFailed')}</span>;
  } else {
    image = <span className="wh-captcha__loading" aria-busy="true" />;
  }
  return (
    <TextField
      field={field}
      label={t('fields.captcha')}
      value={value}
      onChange={onChange}
      placeholder={t('fields.captchaPlaceholder')}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={8}
      suffix={
        <button
          type="button"
          className="wh-captcha"
          aria-label={t('fields.captchaRefresh')}
          disabled={captcha.isFetching}
          onClick={() => void captcha.refetch()}
        >
          {image}
        </button>
      }
    />
  );
}

/** The key the registration sends with the typed answer (undefined until an image arrived). */
export function useCaptchaKey(): string | undefined {
  return useQuery(getCaptchaQueryOptions()).data?.captcha_key;
}

/** A typed answer with its image's key, as the API takes it. */
export interface CaptchaSolution {
  captcha_key: string;
  captcha: string;
}

/**
 * The image code of a form that keeps its answer itself (login, forgot password): the typed value,
 * the answer to send, and `renew` for after any check (the server uses every captcha up).
 */
export function useCaptchaAnswer() {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ value: string; key: string | undefined }>({
    value: '',
    key: undefined,
  });
  const key = useQuery(getCaptchaQueryOptions()).data?.captcha_key;
  // An answer typed for an older image (renewed on expiry) no longer counts.
  const value = answer.key === key ? answer.value : '';
  return {
    value,
    setValue: (typed: string) => setAnswer({ value: typed, key }),
    solution: (): CaptchaSolution | undefined =>
      key === undefined || value.trim() === ''
        ? undefined
        : { captcha_key: key, captcha: value.trim() },
    renew: () => {
      setAnswer({ value: '', key: undefined });
      void renewCaptcha(queryClient);
    },
  };
}

/** Shows a fresh image: the old one was used up by a check. */
export function renewCaptcha(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  return queryClient.refetchQueries({ queryKey: getCaptchaQueryOptions().queryKey });
}
