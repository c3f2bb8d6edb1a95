import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/fixtures';

const committed = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ config: { DEMO_MODE: 'false' } });
});

describe('docs/openapi.json', () => {
  it('matches the document generated from the contracts (run `npm run openapi` when it does not)', () => {
    const generated = JSON.parse(JSON.stringify(testApp.app.swagger())) as unknown;
    expect(generated).toEqual(JSON.parse(readFileSync(committed, 'utf8')));
  });
});
