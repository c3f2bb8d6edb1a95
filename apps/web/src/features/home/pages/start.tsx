import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { HOME_PATH, PATHS } from '@/lib/paths';
import '../components/start.css';

/**
 * Start page; `/` is an alias of it. A short welcome that leads into the app (home), to register or
 * to log in; either of those lands on home afterwards.
 */
export default function StartPage() {
  const { t } = useTranslation(['common', 'market']);
  return (
    <>
      <PageHeader title={t('titles.start')} back={false} />
      <section className="wh-start">
        <svg className="wh-start__art" viewBox="0 0 160 96" aria-hidden="true">
          <path d="M8 80 L40 56 L64 66 L96 30 L120 42 L152 12" fill="none" strokeWidth="5" />
          <g className="wh-start__candles">
            <rect x="30" y="60" width="10" height="22" rx="2" />
            <rect x="58" y="52" width="10" height="26" rx="2" />
            <rect x="86" y="36" width="10" height="34" rx="2" />
            <rect x="114" y="28" width="10" height="30" rx="2" />
          </g>
        </svg>
        <h2 className="wh-start__headline">{t('market:start.headline')}</h2>
        <p className="wh-start__text">{t('market:start.text')}</p>
        <Link className="wh-start__enter" to={HOME_PATH} replace>
          {t('market:start.enter')}
        </Link>
        <div className="wh-start__account">
          <Link className="wh-start__register" to={PATHS.register}>
            {t('market:start.register')}
          </Link>
          <Link className="wh-start__login" to={PATHS.login}>
            {t('market:start.login')}
          </Link>
        </div>
        <p className="wh-start__risk">{t('market:start.risk')}</p>
      </section>
    </>
  );
}
