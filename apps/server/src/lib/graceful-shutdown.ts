import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while the HTTP server drains (ms). */
const IDLE_SWEEP_MS = 100;

/** One step of a shutdown, run in order: e.g. "http server and workers", then "database". */
export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

export interface ShutdownLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Runs the steps in order within `timeoutMs` and answers the exit code: 0 when every step finished
 * in time, 1 (after a log line naming the step) when one failed or the bound ran out first. The
 * caller exits with it; a hung step is abandoned, not awaited.
 */
export async function runShutdown(input: {
  steps: ShutdownStep[];
  timeoutMs: number;
  log: ShutdownLog;
}): Promise<0 | 1> {
  const { steps, timeoutMs, log } = input;
  let current = '';
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const allSteps = (async () => {
    for (const step of steps) {
      current = step.name;
      await step.run();
    }
    return 'done' as const;
  })();
  try {
    const outcome = await Promise.race([allSteps, timedOut]);
    if (outcome === 'timed out') {
      log.error(
        { step: current, timeoutMs },
        'shutdown did not finish within the bound; exiting 1',
      );
      return 1;
    }
    log.info({}, 'shutdown complete');
    return 0;
  } catch (error) {
    log.error({ step: current, err: error }, 'shutdown step failed; exiting 1');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls `shutdown` once on the first SIGTERM or SIGINT (what a supervisor or Ctrl-C sends); a
 * second signal during the shutdown is logged and otherwise ignored, so the bound decides.
 */
export function onStopSignals(
  log: ShutdownLog,
  shutdown: (signal: NodeJS.Signals) => Promise<void>,
): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.info({ signal }, 'already shutting down');
        return;
      }
      stopping = true;
      void shutdown(signal);
    });
  }
}

/**
 * app.close() with keep-alive connections closed as soon as they go idle: Node closes the idle ones
 * once when the server closes, but a connection busy at that moment would otherwise stay open until
 * its keep-alive timeout after its in-flight request is answered, holding the shutdown.
 */
export async function closeApp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
