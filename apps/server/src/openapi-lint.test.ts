import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

/*
 * The committed API document (checked fresh against the contracts by openapi.test.ts) passes
 * Redocly's `recommended` rules with no error and no warning: every operation has an operationId,
 * a security entry (`[]` when public) and a documented 4xx, and the document names its server.
 */

const committed = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);

async function lint(source: string): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: committed, config });
  return problems
    .map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`,
    )
    .sort();
}

describe('docs/openapi.json under Redocly recommended', () => {
  it('has no error and no warning', async () => {
    expect(await lint(readFileSync(committed, 'utf8'))).toEqual([]);
  });

  it('would report an operation without operationId, security or 4xx (the rules are on)', async () => {
    const document = JSON.parse(readFileSync(committed, 'utf8')) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const health = document.paths['/api/health']!.get!;
    delete health.operationId;
    delete health.security;
    health.responses = { 200: (health.responses as Record<string, unknown>)['200'] };
    expect(await lint(JSON.stringify(document))).toEqual([
      'error security-defined #/paths/~1api~1health/get: Every operation should have security defined on it or on the root level.',
      'warn operation-4xx-response #/paths/~1api~1health/get/responses: Operation must have at least one `4XX` response.',
      'warn operation-operationId #/paths/~1api~1health/get/operationId: Operation object should contain `operationId` field.',
    ]);
  });
});
