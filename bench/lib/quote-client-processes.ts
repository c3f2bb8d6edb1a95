/**
 * The bench client processes of bench/quotes.ts, seen from the main process: starts them
 * (bench/lib/quote-clients.ts under tsx), deals the WebSocket clients out to them, broadcasts the
 * run's steps and collects their results.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientsResult, FromClients, ToClients } from './quote-clients.protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, 'quote-clients.ts');
/** The repository root, where `--import tsx` resolves from. */
const root = path.resolve(here, '../..');

class ClientProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<unknown>;
  private waiting: { type: FromClients['type']; resolve: (message: FromClients) => void } | null =
    null;
  private failure: Error | null = null;

  constructor(readonly name: string) {
    this.child = fork(entry, [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.on('message', (message: FromClients) => {
      if (this.waiting?.type !== message.type) return;
      this.waiting.resolve(message);
      this.waiting = null;
    });
    this.child.once('exit', (code) => {
      this.failure ??= new Error(`${name} exited (code ${code})`);
    });
  }

  send(message: ToClients): void {
    this.child.send(message);
  }

  /** Sends `message` and resolves with the next reply of type `reply`; rejects if the process dies. */
  request<T extends FromClients['type']>(
    message: ToClients,
    reply: T,
  ): Promise<Extract<FromClients, { type: T }>> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.waiting = {
        type: reply,
        resolve: (answer) => resolve(answer as Extract<FromClients, { type: T }>),
      };
      void this.exited.then(() => reject(this.failure ?? new Error(`${this.name} exited`)));
      this.send(message);
    });
  }

  async close(): Promise<void> {
    this.failure = new Error(`${this.name} closed`);
    if (this.child.connected) this.send({ type: 'close' });
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    if ((await Promise.race([this.exited.then(() => true), timeout])) !== true) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}

export interface ClientProcessResult extends ClientsResult {
  name: string;
  clients: number;
}

/**
 * `count` processes sharing `clients` WebSocket clients: client i goes to process i % count and
 * server i % ports.length, and is sampled (whole frames parsed) when i % sampleEvery is 0.
 */
export class QuoteClientProcesses {
  private readonly processes: ClientProcess[];
  private readonly clientsPer: number[];

  private constructor(
    count: number,
    private readonly ports: number[],
    private readonly clients: number,
    private readonly sampleEvery: number,
  ) {
    this.processes = Array.from(
      { length: count },
      (_, i) => new ClientProcess(`client process ${i + 1}`),
    );
    this.clientsPer = this.processes.map(() => 0);
  }

  /** Starts the processes and resolves once every client is connected and subscribed. */
  static async connect(
    count: number,
    ports: number[],
    clients: number,
    sampleEvery: number,
  ): Promise<QuoteClientProcesses> {
    const pool = new QuoteClientProcesses(count, ports, clients, sampleEvery);
    try {
      await pool.setup();
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  private async setup(): Promise<void> {
    const shares = this.processes.map(() => [] as { server: number; sampled: boolean }[]);
    for (let i = 0; i < this.clients; i += 1) {
      shares[i % shares.length]!.push({
        server: i % this.ports.length,
        sampled: i % this.sampleEvery === 0,
      });
    }
    shares.forEach((share, i) => (this.clientsPer[i] = share.length));
    await Promise.all(
      this.processes.map((child, i) =>
        child.request({ type: 'setup', ports: this.ports, clients: shares[i]! }, 'connected'),
      ),
    );
  }

  /** Clients connected to server `server`. */
  clientsOn(server: number): number {
    let count = 0;
    for (let i = 0; i < this.clients; i += 1) if (i % this.ports.length === server) count += 1;
    return count;
  }

  broadcast(message: ToClients): void {
    for (const child of this.processes) child.send(message);
  }

  /** Each process's counts and histograms for flushes in (startSeq, endSeq] per server. */
  async finish(startSeq: number[], endSeq: number[]): Promise<ClientProcessResult[]> {
    return Promise.all(
      this.processes.map(async (child, i) => ({
        ...(await child.request({ type: 'finish', startSeq, endSeq }, 'result')),
        name: child.name,
        clients: this.clientsPer[i]!,
      })),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.processes.map((child) => child.close()));
  }
}
