// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** Boundary rules (docs/architecture.md): core has no IO, packages are imported through their front door. */
const frontDoorsOnly = {
  patterns: [
    {
      group: ['@waihui/*/src/*', '@waihui/*/src'],
      message: 'Import packages through their entry point.',
    },
  ],
};

/*
 * Server boundaries (apps/server/src): plugins/, lib/ and realtime/ are below the modules and never import
 * them; market-feed/ is below modules/market and is entered only through its index.ts; a module
 * reaches another module through its front door only (moduleFrontDoorOnly below).
 */
const noModules = {
  group: ['**/modules/**'],
  message:
    'plugins/, lib/ and market-feed/ never import modules/: pass what they need in (app.ts wires it).',
};
const marketFeedFrontDoor = {
  group: ['**/market-feed/*'],
  message: "Import the market feed through its front door ('…/market-feed'), not a file inside it.",
};
const restrict = (...patterns) => [
  'error',
  { patterns: [...frontDoorsOnly.patterns, ...patterns] },
];

/** Core and contracts are pure: the clock and randomness are arguments. */
const clockAndRandomness = (layer) => [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: `${layer} takes the clock as an argument.`,
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: `${layer} takes the clock as an argument.`,
  },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: `${layer} takes randomness as an argument.`,
  },
];

/**
 * The rules of a pure package (packages/<name>, its tests excepted): front doors only, none of the
 * imports `impure` names, and no clock or randomness of its own.
 */
const purePackage = (name, impure) => ({
  files: [`packages/${name}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': restrict(impure),
    'no-restricted-syntax': ['error', ...clockAndRandomness(name)],
  },
});

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = path.join(webSrc, 'features');

/** apps/web/src/features/<name>/… → <name>; null outside a feature. */
function featureOf(file) {
  const relative = path.relative(webFeatures, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/** apps/web/src/<folder>/… → <folder> ('app', 'features', 'lib', 'components', …); null elsewhere. */
function webFolderOf(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? folder : null;
}

/**
 * A lint rule over every import of a web file (import, re-export, dynamic `import()`), by any path:
 * relative and `@/` specifiers are resolved against the importing file, so its depth does not
 * matter; packages are left alone. `verdict(file, inside, target)` returns the message's data to
 * report the import, or null to allow it. `inside` is a path inside the target (`…/target/x`), so a
 * folder's index and a file in it are judged the same way; `target` is the resolved specifier.
 * (`@/` is the web's alias of apps/web/src; server files do not use it.)
 */
function importRule(message, verdict) {
  return {
    meta: { type: 'problem', schema: [], messages: { forbidden: message } },
    create(context) {
      const file = context.filename;
      const check = (node) => {
        const source = node.source;
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
        const spec = source.value;
        const target = spec.startsWith('@/')
          ? path.join(webSrc, spec.slice(2))
          : spec.startsWith('.')
            ? path.resolve(path.dirname(file), spec)
            : null;
        const data = target === null ? null : verdict(file, path.join(target, 'x'), target);
        if (data !== null) context.report({ node: source, messageId: 'forbidden', data });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

/** A feature never imports another feature (`../../identity/x`, `@/features/identity`, …); app/ composes them. */
const noCrossFeatureImports = importRule(
  "Features do not import each other ('{{own}}' → '{{other}}'); app/ composes them.",
  (file, target) => {
    const own = featureOf(file);
    const other = featureOf(target);
    return own !== null && other !== null && other !== own ? { own, other } : null;
  },
);

const serverModules = path.join(import.meta.dirname, 'apps/server/src/modules');

/** apps/server/src/modules/<name>/… → <name>; null outside a module. */
function moduleOf(file) {
  const relative = path.relative(serverModules, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/**
 * A module enters another module only through its front door (`../trading`, i.e. its index.ts),
 * never a file inside it. Tests and fixtures may also use another module's `<m>.fixtures` (test
 * set-up, never shipped code).
 */
const moduleFrontDoorOnly = importRule(
  "A module imports another module only through its front door ('{{other}}', its index.ts), not '{{file}}'.",
  (file, inside, target) => {
    const own = moduleOf(file);
    const other = moduleOf(inside);
    if (own === null || other === null || other === own) return null;
    const door = path.join(serverModules, other);
    if (target === door || target === path.join(door, 'index')) return null;
    const testSetUp = /\.(test|fixtures)\.ts$/.test(file) && target.endsWith('.fixtures');
    return testSetUp ? null : { other: `../${other}`, file: path.relative(serverModules, target) };
  },
);

/** lib/ and components/ are shared below the features and app/: they never import either. */
const noSharedImportingUp = importRule(
  '{{from}}/ is shared: it never imports {{to}}/ (features and app/ build on it); pass what it needs in.',
  (file, target) => {
    const from = webFolderOf(file);
    const to = webFolderOf(target);
    const shared = from === 'lib' || from === 'components';
    return shared && (to === 'features' || to === 'app') ? { from, to } : null;
  },
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '.reports/**',
      '**/.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', frontDoorsOnly],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(marketFeedFrontDoor) },
  },
  {
    files: [
      'apps/server/src/plugins/**/*.ts',
      'apps/server/src/lib/**/*.ts',
      'apps/server/src/realtime/**/*.ts',
    ],
    rules: { 'no-restricted-imports': restrict(noModules, marketFeedFrontDoor) },
  },
  {
    files: ['apps/server/src/market-feed/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noModules) },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { waihui: { rules: { 'module-front-door': moduleFrontDoorOnly } } },
    rules: {
      'no-restricted-imports': restrict(marketFeedFrontDoor),
      'waihui/module-front-door': 'error',
    },
  },
  purePackage('core', {
    group: ['node:*', 'fastify*', 'react*', 'drizzle-orm*', 'zod', '@waihui/*'],
    message: 'core is pure: no IO, no frameworks.',
  }),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      waihui: {
        rules: {
          'no-cross-feature-imports': noCrossFeatureImports,
          'no-shared-importing-up': noSharedImportingUp,
        },
      },
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'waihui/no-cross-feature-imports': 'error',
      'waihui/no-shared-importing-up': 'error',
    },
  },
  /*
   * Issue 21's fence (tested by eslint.config.test.ts). contracts is pure like core: it imports only
   * zod, core and its own files, and takes no clock or randomness. The server's infrastructure —
   * cluster/, scheduler/, ops/, db/ — sits below the modules and never imports them: app.ts passes
   * in what it needs. No exception for tests: a test that needs a module's fixtures tests the whole
   * app and lives in apps/server/test/<folder>/.
   */
  purePackage('contracts', {
    regex: String.raw`^(?!(zod|@waihui/core)$|\.\.?/)`,
    message: 'contracts is pure: it imports only zod, @waihui/core and its own files.',
  }),
  {
    files: [
      'apps/server/src/cluster/**/*.ts',
      'apps/server/src/scheduler/**/*.ts',
      'apps/server/src/ops/**/*.ts',
      'apps/server/src/db/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['**/modules', '**/modules/**'],
          message:
            'cluster/, scheduler/, ops/ and db/ never import modules/: pass what they need in (app.ts wires it).',
        },
        marketFeedFrontDoor,
      ),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
