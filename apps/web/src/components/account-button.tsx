import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { LineIcon } from './line-icon';

/**
 * The way into "me" (/pages/wode/wode: profile, language, security, password, log out): an account
 * icon at the right of the Home and Assets headers, as broker apps place it. The icon is a LineIcon,
 * to keep the icon package off the home route.
 */
export function AccountButton() {
  const { t } = useTranslation();
  return (
    <Link to={PATHS.me} className="wh-icon-button" aria-label={t('header.account')}>
      <LineIcon name="account" />
    </Link>
  );
}
