import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/form/fields';
import type { BoundField } from '@/components/form/use-form';
import { getCaptchaQueryOptions } from '../api/get-captcha';
import './identity.css';

export interface CaptchaFieldProps {
  field: BoundField;
  value: string;
  onChange: (value: string) => void;
}

/** The image code of registration: the SVG from GET /captcha/api/flat; tap the image for another. */
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
