import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { AuthHero } from '../components/auth-hero';
import { DemoInboxLink } from '../components/demo-inbox-link';
import { LoginForm } from '../components/login-form';
import '../components/identity.css';

/**
 * Login (product.md §2.4): e-mail or mobile number with the password, or with a code. Also where an
 * expired or revoked session is sent (the HTTP client redirects here on 401 / code 999).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('identity');
  const { search } = useLocation();
  return (
    <>
      <PageHeader title={t('titles.login')} />
      <AuthHero title={ti('login.welcome')} subtitle={ti('login.subtitle')} />
      <LoginForm />
      <DemoInboxLink />
      <p className="wh-auth-footer">
        {ti('login.noAccount')}{' '}
        <Link to={`${PATHS.register}${search}`} className="wh-link">
          {ti('login.register')}
        </Link>
      </p>
    </>
  );
}
