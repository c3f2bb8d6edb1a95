import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';

/**
 * The way into "me" (/pages/wode/wode: profile, language, security, password, log out): an account
 * icon at the right of the Home and Assets headers, as broker apps place it. The icon is drawn here
 * (a head and shoulders in a circle, 1em, currentColor) to keep the icon package off the home route.
 */
export function AccountButton() {
  const { t } = useTranslation();
  return (
    <Link to={PATHS.me} className="wh-icon-button" aria-label={t('header.account')}>
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9.5" />
        <circle cx="12" cy="10" r="3.2" />
        <path d="M6.2 18.4c1.3-2.2 3.4-3.4 5.8-3.4s4.5 1.2 5.8 3.4" />
      </svg>
    </Link>
  );
}
