import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../fixtures';
import { casesOf } from './fuzz-cases';
import {
  answerProblem,
  booksProblems,
  emptyStats,
  fuzzRoutes,
  sendCase,
  sendOversizedUrl,
  startFuzzApp,
} from './fuzz-run';

/*
 * product.md §17.5: the bounded fuzz run in `npm test`. Every route of the contracts' table, every field,
 * every hostile value of fuzz-cases.ts (one request each, in table order); `npm run fuzz` runs the
 * long random variant (fuzz-cli.ts).
 */

describe('fuzz: every route × every field × hostile values (product.md §17.5)', () => {
  it('answers every request with an envelope and a message, never a 5xx or a stack trace; books stay balanced', async () => {
    const database = await createTestDatabase();
    const fuzz = await startFuzzApp(database);
    const stats = emptyStats();
    const oversized: number[] = [];
    try {
      for (const route of fuzzRoutes()) {
        for (const fuzzCase of casesOf(route)) await sendCase(fuzz, fuzzCase, stats);
      }
      // Then every route with a URL over 16 KB, over a real socket: 431 in the envelope.
      await fuzz.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = fuzz.app.server.address() as { port: number };
      for (const route of fuzzRoutes()) oversized.push(await sendOversizedUrl(port, route, stats));
    } finally {
      await fuzz.close();
    }
    expect(new Set(oversized)).toEqual(new Set([431]));
    expect(oversized).toHaveLength(fuzzRoutes().length);
    expect(stats.problems).toEqual([]);
    expect(stats.fiveXx).toBe(0);
    expect(stats.nonEnvelope).toBe(0);
    // Every route was reached with more than its base case.
    expect(stats.requests).toBeGreaterThan(fuzzRoutes().length * 10);
    expect(await booksProblems(database)).toEqual([]);
  }, 180_000);
});

describe('answerProblem (what the fuzz counts as a failure)', () => {
  it('accepts an envelope with a message; flags 5xx, non-JSON, a missing part and stack traces', () => {
    expect(answerProblem(200, '{"code":0,"msg":"Invalid","data":{"reason":"X"}}')).toBeNull();
    expect(answerProblem(500, '{"code":0,"msg":"Server error","data":null}')).toBe('HTTP 500');
    expect(answerProblem(400, 'Bad Request')).toBe('not JSON');
    expect(answerProblem(200, '[1]')).toBe('no numeric code');
    expect(answerProblem(200, '{"code":0,"msg":" ","data":null}')).toBe('no message');
    expect(answerProblem(200, '{"code":1,"msg":"ok"}')).toBe('no data');
    expect(
      answerProblem(200, '{"code":0,"msg":"x","data":"Error\\n    at parse (/app/src/a.ts:1:2)"}'),
    ).toBe('stack trace or source path in the body');
  });
});
