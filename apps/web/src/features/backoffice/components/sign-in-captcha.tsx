import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form/plain-fields';
import type { BoundField } from '@/components/form/use-form';
import { getSignInCaptchaQueryOptions, signInKeys } from '../api/sign-in';

/** The image code and its typed answer, as the sign-in sends them. */
export interface SignInCaptchaSolution {
  captcha_key: string;
  captcha: string;
}

/**
 * The image code of the operator sign-in, fetched only once the server asked for it (after 5 wrong
 * passwords or codes). The server uses every captcha up, so `renew` follows each try that sent one.
 */
export function useSignInCaptcha(needed: boolean) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const image = useQuery(getSignInCaptchaQueryOptions(needed));
  const key = image.data?.captcha_key;
  return {
    image,
    answer,
    setAnswer,
    /** Undefined while no image arrived or nothing was typed. */
    solution: (): SignInCaptchaSolution | undefined =>
      key === undefined || answer.trim() === ''
        ? undefined
        : { captcha_key: key, captcha: answer.trim() },
    renew: () => {
      setAnswer('');
      void queryClient.refetchQueries({ queryKey: signInKeys.captcha });
    },
  };
}

/** The field for the image's characters, with the image after it (a button: tap for another). */
export function SignInCaptcha({
  field,
  captcha,
}: {
  field: BoundField;
  captcha: ReturnType<typeof useSignInCaptcha>;
}) {
  const { t } = useTranslation('backoffice');
  const { image } = captcha;
  let picture;
  if (image.data !== undefined) {
    picture = <img src={image.data.image} alt={t('signIn.captchaImage')} width={120} height={40} />;
  } else if (image.isError) {
    picture = <span>{t('signIn.captchaFailed')}</span>;
  } else {
    picture = <span aria-busy="true">…</span>;
  }
  return (
    <TextField
      field={field}
      label={t('signIn.captcha')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={8}
      value={captcha.answer}
      onChange={captcha.setAnswer}
      suffix={
        <button
          type="button"
          className="bo-captcha__image"
          aria-label={t('signIn.captchaRefresh')}
          disabled={image.isFetching}
          onClick={() => captcha.renew()}
        >
          {picture}
        </button>
      }
    />
  );
}
