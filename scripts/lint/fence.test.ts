import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint fence (eslint.config.js, docs/architecture.md "Packages and their boundaries"), proven
 * rule by rule: each case plants one import (or a clock read) in a file at a realistic path and
 * lints that text with the project's own config. A forbidden case must be reported with exactly
 * its rule and message; its allowed twin must pass. The typed rules are switched off (they need a
 * file on disk and a TypeScript program; the fence rules need neither), which keeps this fast.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] }],
});

/** [rule id, message] of every problem ESLint reports for `code` at `file` (relative to the root). */
async function problems(file: string, code: string): Promise<[string | null, string][]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((m) => [m.ruleId, m.message]);
}

const CORE_PURE = 'core is pure: no IO, no frameworks.';
const CONTRACTS_PURE = 'contracts is pure: it imports only zod, @waihui/core and its own files.';
const PLUGINS_NO_MODULES =
  'plugins/, lib/ and market-feed/ never import modules/: pass what they need in (app.ts wires it).';
const INFRA_NO_MODULES =
  'cluster/, scheduler/, ops/ and db/ never import modules/: pass what they need in (app.ts wires it).';
const MARKET_FEED_DOOR =
  "Import the market feed through its front door ('…/market-feed'), not a file inside it.";
const PACKAGE_DOOR = 'Import packages through their entry point.';

const RESTRICTED = 'no-restricted-imports';
const restricted = (pattern: string, message: string): [string, string] => [
  RESTRICTED,
  `'${pattern}' import is restricted from being used by a pattern. ${message}`,
];

/** [what, file, forbidden code, its one problem, allowed code] */
const CASES: [string, string, string, [string, string], string][] = [
  [
    'core imports no IO',
    'packages/core/src/ledger/planted.ts',
    "import { readFileSync } from 'node:fs';",
    restricted('node:fs', CORE_PURE),
    "import { Decimal } from '../decimal';",
  ],
  [
    'core reads no clock',
    'packages/core/src/ledger/planted.ts',
    'export const at = Date.now();',
    ['no-restricted-syntax', 'core takes the clock as an argument.'],
    'export const at = (now: () => number) => now();',
  ],
  [
    'contracts imports only zod, core and itself',
    'packages/contracts/src/planted.ts',
    "import { readFileSync } from 'node:fs';",
    restricted('node:fs', CONTRACTS_PURE),
    "import { z } from 'zod';",
  ],
  [
    'contracts draws no randomness',
    'packages/contracts/src/planted.ts',
    'export const pick = Math.random();',
    ['no-restricted-syntax', 'contracts takes randomness as an argument.'],
    'export const pick = (random: () => number) => random();',
  ],
  [
    'packages are entered through their entry point',
    'apps/server/src/lib/planted.ts',
    "import { Decimal } from '@waihui/core/src/decimal';",
    restricted('@waihui/core/src/decimal', PACKAGE_DOOR),
    "import { Decimal } from '@waihui/core';",
  ],
  [
    'a web feature does not import another',
    'apps/web/src/features/me/pages/planted.tsx',
    "import { x } from '../../identity/api/session';",
    [
      'waihui/no-cross-feature-imports',
      "Features do not import each other ('me' → 'identity'); app/ composes them.",
    ],
    "import { x } from '../api/profile';",
  ],
  [
    'web lib/ does not import features/',
    'apps/web/src/lib/planted.ts',
    "import { x } from '../features/trade/api/orders';",
    [
      'waihui/no-shared-importing-up',
      'lib/ is shared: it never imports features/ (features and app/ build on it); pass what it needs in.',
    ],
    "import { x } from './format';",
  ],
  [
    'web components/ does not import app/',
    'apps/web/src/components/planted.tsx',
    "import { x } from '@/app/router';",
    [
      'waihui/no-shared-importing-up',
      'components/ is shared: it never imports app/ (features and app/ build on it); pass what it needs in.',
    ],
    "import { x } from '@/lib/format';",
  ],
  [
    'server plugins/ do not import modules/',
    'apps/server/src/plugins/planted.ts',
    "import { x } from '../modules/identity';",
    restricted('../modules/identity', PLUGINS_NO_MODULES),
    "import { x } from '../lib/envelope';",
  ],
  [
    'market-feed/ does not import modules/',
    'apps/server/src/market-feed/planted.ts',
    "import { x } from '../modules/trading';",
    restricted('../modules/trading', PLUGINS_NO_MODULES),
    "import { x } from './sequence';",
  ],
  [
    'the market feed is entered through its front door',
    'apps/server/src/modules/market/planted.ts',
    "import { x } from '../../market-feed/tick-path';",
    restricted('../../market-feed/tick-path', MARKET_FEED_DOOR),
    "import { x } from '../../market-feed';",
  ],
  [
    'cluster/ does not import modules/',
    'apps/server/src/cluster/planted.ts',
    "import { x } from '../modules/trading';",
    restricted('../modules/trading', INFRA_NO_MODULES),
    "import { x } from './bus';",
  ],
  [
    'scheduler/ does not import modules/',
    'apps/server/src/scheduler/planted.ts',
    "import { x } from '../modules/identity/identity.idle-accounts';",
    restricted('../modules/identity/identity.idle-accounts', INFRA_NO_MODULES),
    "import { x } from '../db/database';",
  ],
  [
    'ops/ does not import modules/',
    'apps/server/src/ops/planted.ts',
    "import { x } from '../modules/ledger';",
    restricted('../modules/ledger', INFRA_NO_MODULES),
    "import { x } from '../config';",
  ],
  [
    'db/ does not import modules/',
    'apps/server/src/db/planted.ts',
    "import { x } from '../modules/funding';",
    restricted('../modules/funding', INFRA_NO_MODULES),
    "import { x } from './schema';",
  ],
  [
    'a module enters another only through its front door',
    'apps/server/src/modules/funding/planted.ts',
    "import { x } from '../identity/identity.fund-password.service';",
    [
      'waihui/module-front-door',
      "A module imports another module only through its front door ('../identity', its index.ts), not 'identity/identity.fund-password.service'.",
    ],
    "import { x } from '../identity';",
  ],
  [
    "shipped module code does not use another module's fixtures",
    'apps/server/src/modules/backoffice/planted.ts',
    "import { x } from '../trading/trading.fixtures';",
    [
      'waihui/module-front-door',
      "A module imports another module only through its front door ('../trading', its index.ts), not 'trading/trading.fixtures'.",
    ],
    "import { x } from './backoffice.fixtures';",
  ],
];

describe('the lint fence', () => {
  it.each(CASES)('%s', async (_what, file, forbidden, problem, allowed) => {
    expect(await problems(file, `${forbidden}\nexport { x };\n`)).toEqual([problem]);
    expect(await problems(file, `${allowed}\nexport { x };\n`)).toEqual([]);
  });

  it("a module's test may use another module's fixtures", async () => {
    const code = "import { rows } from '../trading/trading.fixtures';\nexport { rows };\n";
    expect(await problems('apps/server/src/modules/backoffice/planted.test.ts', code)).toEqual([]);
  });
});
