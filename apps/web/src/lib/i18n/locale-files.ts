import type { ResourceKey } from 'i18next';

/**
 * The loaders of every locale file except the home route's (`common`, `market`: i18n.ts maps
 * those), keyed like i18n.ts's localeFilePath. A chunk of its own, so the home route does not
 * download the map of the namespaces it never uses.
 */
export const LOCALE_FILES: Record<string, () => Promise<ResourceKey>> = {
  ...import.meta.glob<ResourceKey>(
    ['../../locales/*/*.json', '!../../locales/*/common.json', '!../../locales/*/market.json'],
    { import: 'default' },
  ),
  ...import.meta.glob<ResourceKey>('../../../../../packages/contracts/src/messages/*.json', {
    import: 'default',
  }),
};
