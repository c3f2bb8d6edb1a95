import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { useIsDemo } from '@/lib/settings/public-settings';
import './identity.css';

/** On login and register while the server runs in demo mode: where the codes can be read. */
export function DemoInboxLink() {
  const { t } = useTranslation('identity');
  if (!useIsDemo()) return null;
  return (
    <p className="wh-auth-footer wh-demo-inbox-link">
      {t('demoInbox.linkIntro')}{' '}
      <Link to={PATHS.demoInbox} className="wh-link">
        {t('demoInbox.link')}
      </Link>
    </p>
  );
}
