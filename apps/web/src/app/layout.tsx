import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LazyPage } from './lazy-page';
import { NotFound } from './not-found';
import { findRoute } from './routes';
import { TabBar } from './tab-bar';

/**
 * The shell around every page: the page itself (lazily loaded, with its own header) and, on the
 * five tab pages, the tab bar. Keeps the document title in step with the page and language.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const route = findRoute(pathname);
  const title = route === undefined ? t('titles.notFound') : t(`titles.${route.id}`);

  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);

  return (
    <div
      className={
        route?.wide === true
          ? 'wh-shell wh-shell--wide'
          : route?.tab === undefined
            ? 'wh-shell'
            : 'wh-shell wh-shell--tabs'
      }
    >
      <main className="wh-main">
        {route === undefined ? <NotFound /> : <LazyPage key={route.path} route={route} />}
      </main>
      {route?.tab !== undefined && <TabBar active={route.tab} />}
    </div>
  );
}
