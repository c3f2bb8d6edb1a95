import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@waihui/contracts';

/**
 * Locale namespaces: one JSON file each per language under src/locales/<lang>/<namespace>.json,
 * except `messages`, the rule messages shared with the server (packages/contracts/src/messages).
 */
export const NAMESPACES = [
  'common',
  'identity',
  'market',
  'assets',
  'trade',
  'positions',
  'content',
  'verification',
  'delivery',
  'spot',
  'funding',
  'backoffice',
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * One lazy loader per locale file. Vite turns each file into its own chunk, so only the files of the
 * language in use are downloaded; the others never count toward what a visitor loads. The entry maps
 * the home route's namespaces (`common`, `market`); the map of every other file is a chunk of its
 * own (locale-files.ts), fetched with the first page that needs one of them.
 */
const homeLocaleFiles = import.meta.glob<ResourceKey>('../../locales/*/{common,market}.json', {
  import: 'default',
});

type LocaleLoader = () => Promise<ResourceKey>;

async function localeLoader(file: string): Promise<LocaleLoader | undefined> {
  return homeLocaleFiles[file] ?? (await import('./locale-files')).LOCALE_FILES[file];
}

export function localeFilePath(lang: string, namespace: string): string {
  return namespace === 'messages'
    ? `../../../../../packages/contracts/src/messages/${lang}.json`
    : `../../locales/${lang}/${namespace}.json`;
}

/** i18next backend that reads the bundled locale chunks through dynamic import. */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    localeLoader(localeFilePath(language, namespace))
      .then((load) => {
        if (!load) throw new Error(`No locale file for ${language}/${namespace}`);
        return load();
      })
      .then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/** The app's i18next instance; react-i18next's hooks read it. */
export const i18n = i18next.createInstance();

let initialized: Promise<boolean> | undefined;

/**
 * Starts i18next in `lang` with the `common` namespace loaded. Other namespaces load when a route
 * declares them (app/routes.ts) or a component asks for them. No fallback language: the key test
 * (locales.test.ts) guarantees every language is complete, and a fallback would download English too.
 * Resolves false when the common namespace could not be fetched.
 */
export function initI18n(lang: Language): Promise<boolean> {
  initialized ??= start(lang);
  return initialized;
}

async function start(lang: Language): Promise<boolean> {
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = lang;
  return i18n.hasResourceBundle(lang, 'common');
}

/** Loads namespaces of the current language (a no-op for those already loaded). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  if (initialized !== undefined) await initialized;
  await i18n.loadNamespaces([...namespaces]);
}
