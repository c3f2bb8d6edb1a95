import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@waihui/contracts';
import { NAMESPACES } from './i18n';

/** Every locale file, found on disk: a new namespace or language is covered without editing this test. */
const files = import.meta.glob<unknown>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
/** The rule messages shared with the server (namespace `messages`), one file per language. */
const messageFiles = import.meta.glob<unknown>(
  '../../../../../packages/contracts/src/messages/*.json',
  { eager: true, import: 'default' },
);

type Tree = { [key: string]: Tree | string };

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return keys;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value, path)) keys.set(nested, leaf);
    } else {
      keys.set(path, value);
    }
  }
  return keys;
}

const byFile = new Map<string, Map<string, unknown>>();
const languages = new Set<string>();
const namespaces = new Set<string>();
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match === null) throw new Error(`unexpected locale path ${path}`);
  const [, lang = '', namespace = ''] = match;
  languages.add(lang);
  namespaces.add(namespace);
  byFile.set(`${lang}/${namespace}`, flatten(content));
}
for (const [path, content] of Object.entries(messageFiles)) {
  const match = /messages\/([^/]+)\.json$/.exec(path);
  if (match === null) throw new Error(`unexpected message catalogue path ${path}`);
  const [, lang = ''] = match;
  languages.add(lang);
  namespaces.add('messages');
  byFile.set(`${lang}/messages`, flatten(content));
}

/** `{{name}}` in the web's files, `{name}` in the shared catalogue (formatMessage). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{?\s*([\w.]+)[^}]*\}\}?/g)].map((m) => m[1] ?? '').sort();
}

describe('locale files', () => {
  it('exist for exactly the seven languages and the known namespaces', () => {
    expect([...languages].sort()).toEqual([...LANGUAGES].sort());
    expect([...namespaces].sort()).toEqual([...NAMESPACES].sort());
  });

  for (const namespace of [...namespaces].sort()) {
    it(`${namespace}: every language has every key, each a non-empty string with the same placeholders`, () => {
      const allKeys = new Set<string>();
      for (const lang of languages) {
        for (const key of byFile.get(`${lang}/${namespace}`)?.keys() ?? []) allKeys.add(key);
      }
      const problems: string[] = [];
      for (const lang of [...languages].sort()) {
        const file = byFile.get(`${lang}/${namespace}`);
        if (file === undefined) {
          problems.push(`${lang}/${namespace}.json is missing`);
          continue;
        }
        for (const key of allKeys) {
          const value = file.get(key);
          if (value === undefined) problems.push(`${lang}/${namespace}: missing ${key}`);
          else if (typeof value !== 'string')
            problems.push(`${lang}/${namespace}: ${key} is not a string`);
          else if (value.trim() === '') problems.push(`${lang}/${namespace}: ${key} is empty`);
          else {
            const english = byFile.get(`en/${namespace}`)?.get(key);
            if (
              typeof english === 'string' &&
              placeholders(english).join() !== placeholders(value).join()
            ) {
              problems.push(
                `${lang}/${namespace}: ${key} has placeholders ${placeholders(value).join()}`,
              );
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('common has a title for every route and a label for every tab', () => {
    const english = byFile.get('en/common');
    expect(english?.get('titles.chart')).toBe('Chart');
    expect(
      ['home', 'markets', 'contract', 'news', 'assets'].map((tab) => english?.get(`tabs.${tab}`)),
    ).toEqual(['Home', 'Markets', 'Contract', 'News', 'Assets']);
    expect(english?.get('page.timeout')).toBe(
      'Connection to server timed out, tap the screen to retry',
    );
    expect(english?.get('errors.badRequest')).toBe('Server error: 400 (Bad Request)');
  });
});
