/**
 * The parts of the app that run between "ready" and "close": the market feed, the trading engine,
 * the ledger writer, background workers. Each registers once, in start order; app.ts starts them all
 * when the server is ready and stops them in reverse order when it closes, after the HTTP server
 * stopped accepting and its in-flight requests finished. A part that depends on another registers
 * after it, so it starts after it and stops before it (the trading engine stops before the feed it
 * reads; the ledger writer, which the engine posts through, stops after the engine).
 */
export interface LifecyclePart {
  /** Shown in shutdown log lines. */
  name: string;
  start?: () => Promise<void> | void;
  /** Finishes the work in hand and reaches a consistent point: no half-done work is left behind. */
  stop: () => Promise<void> | void;
}

export interface LifecycleLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export class Lifecycle {
  private readonly parts: LifecyclePart[] = [];

  register(part: LifecyclePart): void {
    this.parts.push(part);
  }

  /** Starts every part in registration order. */
  async start(): Promise<void> {
    for (const part of this.parts) await part.start?.();
  }

  /**
   * Stops every part in reverse order (also when the app closes without having started: stopping
   * a part that never started is a no-op). A part that fails to stop is logged and the others still
   * stop; the first failure is thrown at the end so the process exits non-zero.
   */
  async stop(log: LifecycleLog): Promise<void> {
    let failure: Error | null = null;
    for (const part of [...this.parts].reverse()) {
      try {
        await part.stop();
        log.info({ part: part.name }, 'stopped');
      } catch (error) {
        log.error({ part: part.name, err: error }, 'failed to stop');
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
    if (failure !== null) throw failure;
  }
}
