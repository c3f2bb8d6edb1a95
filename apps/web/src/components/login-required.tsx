import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LockOutline } from 'antd-mobile-icons';
import { PATHS } from '@/lib/paths';
import './forms.css';

/** The login page, coming back to `returnTo` (an in-app path) after a successful login. */
export function loginPathFor(returnTo: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(returnTo)}`;
}

/** The register page, coming back to `returnTo` (an in-app path) once the account exists. */
export function registerPathFor(returnTo: string): string {
  return `${PATHS.register}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * What a page that needs a session shows to a visitor without one: a short note and the way to
 * log in or register, either coming back here (path and query) afterwards. Reads the `identity`
 * locale namespace.
 */
export function LoginRequired() {
  const { t } = useTranslation('identity');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <section className="wh-login-required" aria-labelledby="wh-login-required-title">
      <span className="wh-login-required__icon" aria-hidden="true">
        <LockOutline />
      </span>
      <h2 id="wh-login-required-title" className="wh-login-required__title">
        {t('loginRequired.title')}
      </h2>
      <p className="wh-login-required__text">{t('loginRequired.text')}</p>
      <div className="wh-login-required__actions">
        <Link className="wh-button wh-button--primary" to={loginPathFor(here)}>
          {t('me.login')}
        </Link>
        <Link className="wh-button wh-button--ghost" to={registerPathFor(here)}>
          {t('me.register')}
        </Link>
      </div>
    </section>
  );
}
