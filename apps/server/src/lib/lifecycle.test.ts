import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../test/log';
import { Lifecycle } from './lifecycle';

describe('Lifecycle', () => {
  it('starts parts in registration order and stops them in reverse', async () => {
    const calls: string[] = [];
    const lifecycle = new Lifecycle();
    for (const name of ['ledger writer', 'market feed', 'trading engine']) {
      lifecycle.register({
        name,
        start: () => void calls.push(`start ${name}`),
        stop: () => void calls.push(`stop ${name}`),
      });
    }
    const log = recordingLog();

    await lifecycle.start();
    await lifecycle.stop(log);

    expect(calls).toEqual([
      'start ledger writer',
      'start market feed',
      'start trading engine',
      'stop trading engine',
      'stop market feed',
      'stop ledger writer',
    ]);
    expect(log.lines).toEqual([
      'info {"part":"trading engine"} stopped',
      'info {"part":"market feed"} stopped',
      'info {"part":"ledger writer"} stopped',
    ]);
  });

  it('stops the other parts when one fails, then throws its error', async () => {
    const stopped: string[] = [];
    const lifecycle = new Lifecycle();
    lifecycle.register({
      name: 'database writer',
      stop: () => void stopped.push('database writer'),
    });
    lifecycle.register({
      name: 'worker',
      stop: () => Promise.reject(new Error('worker stuck')),
    });
    const log = recordingLog();

    await expect(lifecycle.stop(log)).rejects.toThrow('worker stuck');
    expect(stopped).toEqual(['database writer']);
    expect(log.lines).toEqual([
      'error {"part":"worker"} failed to stop',
      'info {"part":"database writer"} stopped',
    ]);
  });
});
