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
 * reaches another module through its service or front door, never its repository.
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
const noOtherModuleRepository = {
  // `../<module>/<file>.repository`, from any depth: another module's (or market-feed's) tables.
  regex: String.raw`^(\.\./)+[^./][^/]*/[^/]+\.repository$`,
  message: "A module never imports another module's repository: call its service or front door.",
};
const restrict = (...patterns) => [
  'error',
  { patterns: [...frontDoorsOnly.patterns, ...patterns] },
];

/** apps/web/src/features/<name>/… → <name>; null outside a feature. */
const webFeatures = path.join(import.meta.dirname, 'apps/web/src/features');
function featureOf(file) {
  const relative = path.relative(webFeatures, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/**
 * A feature never imports another feature, by any path: `../../identity/x` from features/me, an
 * alias `@/features/identity`, or `../../features/…`. Imports are resolved against the importing
 * file, so the depth of the file does not matter. app/ composes features.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "Features do not import each other ('{{own}}' → '{{other}}'); app/ composes them.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (own === null) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('@/')
        ? path.join(webFeatures, '..', spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(context.filename), spec)
          : null;
      if (target === null) return;
      const other = featureOf(path.join(target, 'x')) ?? featureOf(target);
      if (other !== null && other !== own) {
        context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    rules: {
      'no-restricted-imports': restrict(noOtherModuleRepository, marketFeedFrontDoor),
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...frontDoorsOnly.patterns,
            {
              group: ['node:*', 'fastify*', 'react*', 'drizzle-orm*', 'zod', '@waihui/*'],
              message: 'core is pure: no IO, no frameworks.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'core takes the clock as an argument.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'core takes the clock as an argument.',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'core takes randomness as an argument.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      waihui: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'waihui/no-cross-feature-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...frontDoorsOnly.patterns,
            {
              // Between features by any path: waihui/no-cross-feature-imports (resolved paths).
              group: ['../../features/*', '../features/*', '@/features/*/*'],
              message: 'Features do not import each other; app/ composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
