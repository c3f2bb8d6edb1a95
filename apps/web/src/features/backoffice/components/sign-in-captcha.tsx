import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { identityRoutes } from '@waihui/contracts';
import { operatorCall } from '../api/operator-client';

const CAPTCHA_KEY = ['backoffice', 'sign-in-captcha'] as const;

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
  const image = useQuery({
    queryKey: CAPTCHA_KEY,
    queryFn: () => operatorCall(identityRoutes.captcha, {}),
    enabled: needed,
    // A captcha lives 5 minutes: never served from the cache after a remount.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
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
      void queryClient.refetchQueries({ queryKey: CAPTCHA_KEY });
    },
  };
}

/** The image (a button: tap for another) and the field for its characters. */
export function SignInCaptcha({
  captcha,
  missing,
}: {
  captcha: ReturnType<typeof useSignInCaptcha>;
  /** Sign-in was pressed with the field empty. */
  missing: boolean;
}) {
  const { t } = useTranslation(['backoffice', 'messages']);
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
    <>
      <label htmlFor="bo-captcha">{t('signIn.captcha')}</label>
      <div className="bo-captcha">
        <input
          id="bo-captcha"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={8}
          value={captcha.answer}
          aria-invalid={missing}
          aria-describedby={missing ? 'bo-captcha-missing' : undefined}
          onChange={(event) => captcha.setAnswer(event.target.value)}
        />
        <button
          type="button"
          className="bo-captcha__image"
          aria-label={t('signIn.captchaRefresh')}
          disabled={image.isFetching}
          onClick={() => captcha.renew()}
        >
          {picture}
        </button>
      </div>
      {missing && (
        <p id="bo-captcha-missing" role="alert" className="bo-error">
          {t('messages:CAPTCHA_REQUIRED')}
        </p>
      )}
    </>
  );
}
