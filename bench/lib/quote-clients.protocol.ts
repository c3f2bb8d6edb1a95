/**
 * Messages between bench/quotes.ts (main process) and its client processes
 * (bench/lib/quote-clients.ts), over the child-process IPC channel. Order of a run:
 * setup → connected, arm, window-start, window-end, finish → result, close.
 */
import type { SparseHistogram } from './histogram';

export type ToClients =
  /** Open these WebSocket clients; each frames the all-tickers channel of `ports[server]`. */
  | {
      type: 'setup';
      ports: number[];
      clients: { server: number; sampled: boolean }[];
    }
  /** Forget frames received so far and record every frame from now on (before the warm-up ends). */
  | { type: 'arm' }
  /** The measurement window starts / ends: event-loop delay, loop utilisation and CPU are taken over it. */
  | { type: 'window-start' }
  | { type: 'window-end' }
  /**
   * Count and measure the frames whose flush `seq` lies in (startSeq[server], endSeq[server]]:
   * the flushes each server made during the window, as its main-process observer saw them.
   */
  | { type: 'finish'; startSeq: number[]; endSeq: number[] }
  /** Close every socket and exit. */
  | { type: 'close' };

export interface ClientsResult {
  type: 'result';
  /** Frames of the window received, per server index. */
  delivered: number[];
  /** Bytes of those frames. */
  bytes: number;
  /** Tick-to-client latency (receive time − the ticker's `ts`, ms) of every ticker on sampled clients. */
  tick: SparseHistogram;
  /** Frame-built-to-client latency (receive time − the frame's `ts`, ms) of every frame. */
  frame: SparseHistogram;
  /** This process's own event-loop delay over the window, ms. */
  loopDelay: { p50: number; p99: number; max: number };
  /** Share of the window (0–1) this process's event loop was busy. */
  loopUtilisation: number;
  /** CPU seconds (user + system) this process used in the window. */
  cpuSeconds: number;
}

export type FromClients = { type: 'connected' } | ClientsResult;
