import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const committed = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ DEMO_MODE: 'false' });
});
afterAll(async () => {
  await testApp.close();
});

describe('docs/openapi.json', () => {
  it('matches the document generated from the contracts (run `npm run openapi` when it does not)', () => {
    const generated = JSON.parse(JSON.stringify(testApp.app.swagger())) as unknown;
    expect(generated).toEqual(JSON.parse(readFileSync(committed, 'utf8')));
  });
});
