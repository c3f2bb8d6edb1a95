import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { launch, pathnameOf } from './app/launch';
import { preloadPage } from './app/lazy-page';
import { findRoute } from './app/routes';
import { initI18n } from './lib/i18n/i18n';
import { useAppStore } from './lib/store/store';
import './app/shell.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
const root = createRoot(container);

const started = launch(
  { storage: sessionStorage, location: window.location, history: window.history },
  (pathname) => findRoute(pathname)?.tab !== undefined,
);
const i18nReady = initI18n(useAppStore.getState().lang);
// Fetch the launch page's chunk while the language file loads, not after.
const launchRoute = findRoute(pathnameOf(started.path));
if (launchRoute !== undefined) preloadPage(launchRoute);

if (await i18nReady) {
  root.render(<App />);
} else {
  // No language file means no text: the one English line the app can show without one.
  root.render(
    <div role="alert">
      <button type="button" className="wh-page-failed" onClick={() => window.location.reload()}>
        Connection to server timed out, tap the screen to retry
      </button>
    </div>,
  );
}
