import { describe, expect, it } from 'vitest';
import { runShutdown } from './graceful-shutdown';

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (object: object, message: string) =>
      lines.push(`info ${JSON.stringify(object)} ${message}`),
    error: (object: object, message: string) =>
      lines.push(`error ${JSON.stringify({ ...object, err: undefined })} ${message}`),
  };
}

describe('runShutdown', () => {
  it('runs the steps in order and answers 0', async () => {
    const ran: string[] = [];
    const log = recordingLog();
    const code = await runShutdown({
      timeoutMs: 10_000,
      log,
      steps: [
        { name: 'http', run: async () => void ran.push('http') },
        { name: 'database', run: async () => void ran.push('database') },
      ],
    });
    expect(code).toBe(0);
    expect(ran).toEqual(['http', 'database']);
    expect(log.lines).toEqual(['info {} shutdown complete']);
  });

  it('answers 1 and names the step that outlasted the bound', async () => {
    const log = recordingLog();
    const code = await runShutdown({
      timeoutMs: 50,
      log,
      steps: [
        { name: 'http', run: async () => undefined },
        { name: 'database', run: () => new Promise<void>(() => undefined) },
      ],
    });
    expect(code).toBe(1);
    expect(log.lines).toEqual([
      'error {"step":"database","timeoutMs":50} shutdown did not finish within the bound; exiting 1',
    ]);
  });

  it('answers 1 and names the step that failed, skipping the rest', async () => {
    const ran: string[] = [];
    const log = recordingLog();
    const code = await runShutdown({
      timeoutMs: 10_000,
      log,
      steps: [
        { name: 'http', run: () => Promise.reject(new Error('boom')) },
        { name: 'database', run: async () => void ran.push('database') },
      ],
    });
    expect(code).toBe(1);
    expect(ran).toEqual([]);
    expect(log.lines).toEqual(['error {"step":"http"} shutdown step failed; exiting 1']);
  });
});
