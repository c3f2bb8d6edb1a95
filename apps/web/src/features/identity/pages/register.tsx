import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { AuthHero } from '../components/auth-hero';
import { DemoInboxLink } from '../components/demo-inbox-link';
import { RegisterForm } from '../components/register-form';
import '../components/identity.css';

/** Registration by mobile number or e-mail (product.md §2.4, §5.2). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('identity');
  const { search } = useLocation();
  return (
    <>
      <PageHeader title={t('titles.register')} />
      <AuthHero title={ti('register.welcome')} subtitle={ti('register.subtitle')} />
      <RegisterForm />
      <DemoInboxLink />
      <p className="wh-auth-footer">
        {ti('register.haveAccount')}{' '}
        <Link to={`${PATHS.login}${search}`} className="wh-link">
          {ti('register.login')}
        </Link>
      </p>
    </>
  );
}
