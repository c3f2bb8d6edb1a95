import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FormField, TextInput } from '@/components/form-field';
import { getCaptchaQueryOptions } from '../api/get-captcha';
import './identity.css';

export interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The image code of registration: the SVG from GET /captcha/api/flat; tap the image for another. */
export function CaptchaField({ id, value, onChange, error }: CaptchaFieldProps) {
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
    <FormField id={id} label={t('fields.captcha')} error={error}>
      <TextInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
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
    </FormField>
  );
}

/** The key the registration sends with the typed answer (undefined until an image arrived). */
export function useCaptchaKey(): string | undefined {
  return useQuery(getCaptchaQueryOptions()).data?.captcha_key;
}
