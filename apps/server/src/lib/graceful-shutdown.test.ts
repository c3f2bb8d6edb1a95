import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../test/log';
import { runShutdown, type ShutdownStep } from './graceful-shutdown';

/** Runs a shutdown with these steps; answers its exit code and what it logged. */
async function shutdown(timeoutMs: number, steps: ShutdownStep[]) {
  const log = recordingLog();
  const code = await runShutdown({ timeoutMs, log, steps });
  return { code, lines: log.lines };
}

/** A step that notes its name in `ran` when it runs. */
const noting = (ran: string[], name: string): ShutdownStep => ({
  name,
  run: async () => void ran.push(name),
});

describe('runShutdown', () => {
  it('runs the steps in order and answers 0', async () => {
    const ran: string[] = [];
    const { code, lines } = await shutdown(10_000, [noting(ran, 'http'), noting(ran, 'database')]);
    expect(code).toBe(0);
    expect(ran).toEqual(['http', 'database']);
    expect(lines).toEqual(['info {} shutdown complete']);
  });

  it('answers 1 and names the step that outlasted the bound', async () => {
    const { code, lines } = await shutdown(50, [
      { name: 'http', run: async () => undefined },
      { name: 'database', run: () => new Promise<void>(() => undefined) },
    ]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'error {"step":"database","timeoutMs":50} shutdown did not finish within the bound; exiting 1',
    ]);
  });

  it('answers 1 and names the step that failed, skipping the rest', async () => {
    const ran: string[] = [];
    const { code, lines } = await shutdown(10_000, [
      { name: 'http', run: () => Promise.reject(new Error('boom')) },
      noting(ran, 'database'),
    ]);
    expect(code).toBe(1);
    expect(ran).toEqual([]);
    expect(lines).toEqual(['error {"step":"http"} shutdown step failed; exiting 1']);
  });
});
