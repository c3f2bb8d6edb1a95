import { api, CRASH_FUND_PASSWORD, type CrashUser, type Envelope } from './crash-setup';
import { CRASH_DELIVERY_SECONDS } from './crash-server';

/*
 * The crash run's clients: each sends one request at a time, as a phone would. A keyed request
 * (transfer, order, delivery contract, withdrawal) whose answer is lost to a kill is sent again with
 * the same key once the server is back, until it answers. A close or a cancel has no key: sent again,
 * it either acts or is refused because the first attempt already acted; the audit then reads the
 * state the first attempt left. The client remembers every answer for the audit.
 */

export const KEYED_KINDS = ['transfer', 'order', 'delivery', 'withdrawal'] as const;
export type KeyedKind = (typeof KEYED_KINDS)[number];

export interface AcceptedRequest {
  kind: KeyedKind;
  userId: string;
  key: string;
}

/** A close or cancel that either succeeded or whose lost first attempt may have done it. */
export interface StateChange {
  kind: 'close' | 'cancel';
  userId: string;
  /** The position id (close) or withdrawal id (cancel). */
  id: number;
}

export interface ClientTally {
  requests: number;
  /** Attempts that got no answer (the server died under them), each resent. */
  unanswered: number;
  accepted: AcceptedRequest[];
  changes: StateChange[];
  /** Answers that said "replayed": the key had been accepted before its answer was lost. */
  replayedAnswers: number;
  /** Refusals by a business rule, counted by reason. */
  refused: Map<string, number>;
}

export function emptyTally(): ClientTally {
  return {
    requests: 0,
    unanswered: 0,
    accepted: [],
    changes: [],
    replayedAnswers: 0,
    refused: new Map(),
  };
}

/** Shared by the clients and the run: whether to wait for the server and whether to keep going. */
export interface ClientGate {
  up: boolean;
  running: boolean;
  /** Answers received by all clients since the run began (the kill schedule counts them). */
  answers: number;
}

type Request =
  | { kind: KeyedKind; url: string; body: Record<string, unknown> }
  | {
      kind: 'close' | 'cancel';
      url: string;
      body: { position_id: number } | { id: number };
      id: number;
    };

const CONSENT = {
  accepted: true,
  answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ClientState {
  user: CrashUser;
  /** Positions this client opened and has not asked to close. */
  openPositions: number[];
  /** Withdrawals this client made and has not asked to cancel. */
  pendingWithdrawals: number[];
}

/** The next request of a client, drawn with the run's seeded random numbers. */
export function nextRequest(
  state: ClientState,
  client: number,
  seq: number,
  random: () => number,
): Request {
  const key = `crash-${client}-${seq}`;
  const roll = random();
  if (roll < 0.15)
    return {
      kind: 'transfer',
      url: '/api/biaddress/huazhuan',
      body: {
        from_account: 'coin',
        to_account: 'contract',
        currency: 'USD',
        quantity: '100',
        idempotency_key: key,
      },
    };
  if (roll < 0.25)
    return {
      kind: 'transfer',
      url: '/api/biaddress/huazhuan',
      body: {
        from_account: 'contract',
        to_account: 'coin',
        currency: 'USD',
        quantity: '1',
        idempotency_key: key,
      },
    };
  const symbol = random() < 0.5 ? 'BTCUSD' : 'ETHUSD';
  const side = random() < 0.5 ? 'long' : 'short';
  /** One lot at 10x of `symbol` on `side`, market or at `limitPrice`. */
  const order = (limitPrice: string | null): Request => ({
    kind: 'order',
    url: '/api/lever/submit',
    body: {
      symbol,
      side,
      ...(limitPrice === null ? { type: 'market' } : { type: 'limit', limit_price: limitPrice }),
      lots: 1,
      leverage: 10,
      consent: CONSENT,
      idempotency_key: key,
    },
  });
  if (roll < 0.42) return order(null);
  // Far from the market (a long limit at 1 USD, a short one at 10,000,000): stays pending.
  if (roll < 0.52) return order(side === 'long' ? '1.00' : '10000000.00');
  if (roll < 0.62 && state.openPositions.length > 0) {
    const [id] = state.openPositions.splice(Math.floor(random() * state.openPositions.length), 1);
    return { kind: 'close', url: '/api/lever/close', body: { position_id: id! }, id: id! };
  }
  if (roll < 0.8)
    return {
      kind: 'delivery',
      url: '/api/microtrade/submit',
      body: {
        symbol,
        direction: random() < 0.5 ? 'up' : 'down',
        seconds: CRASH_DELIVERY_SECONDS,
        stake: '10',
        idempotency_key: key,
      },
    };
  if (roll < 0.9 || state.pendingWithdrawals.length === 0)
    return {
      kind: 'withdrawal',
      url: '/api/withdrawal/add_withdrawal',
      body: {
        destination_id: state.user.walletId,
        currency: 'USDT',
        amount: '20',
        fund_password: CRASH_FUND_PASSWORD,
        idempotency_key: key,
      },
    };
  const [id] = state.pendingWithdrawals.splice(
    Math.floor(random() * state.pendingWithdrawals.length),
    1,
  );
  return { kind: 'cancel', url: '/api/withdrawal/cancel', body: { id: id! }, id: id! };
}

/** Sends until the server answers; a dead server: wait for the restart, send the same body again. */
async function sendUntilAnswered(
  base: string,
  token: string,
  request: Request,
  gate: ClientGate,
  tally: ClientTally,
): Promise<{ answer: Envelope; lostAttempts: number }> {
  let lostAttempts = 0;
  for (;;) {
    while (!gate.up) await sleep(20);
    tally.requests += 1;
    try {
      const answer = await api(base, 'POST', request.url, { token, body: request.body });
      gate.answers += 1;
      return { answer, lostAttempts };
    } catch {
      tally.unanswered += 1;
      lostAttempts += 1;
      await sleep(50);
    }
  }
}

type Answered = Envelope<{
  replayed?: boolean;
  position?: { id: number } | null;
  id?: number;
}>;

/** One client's loop until the run stops it. */
export async function runClient(
  base: string,
  state: ClientState,
  client: number,
  random: () => number,
  gate: ClientGate,
  tally: ClientTally,
): Promise<void> {
  for (let seq = 0; gate.running; seq += 1) {
    const request = nextRequest(state, client, seq, random);
    const { answer, lostAttempts } = await sendUntilAnswered(
      base,
      state.user.token,
      request,
      gate,
      tally,
    );
    const data = (answer as Answered).data;
    if (answer.code !== 1) {
      const reason = data.reason ?? answer.msg;
      tally.refused.set(reason, (tally.refused.get(reason) ?? 0) + 1);
      // A close or cancel refused after a lost attempt: that attempt may have done it (audited).
      if ((request.kind === 'close' || request.kind === 'cancel') && lostAttempts > 0)
        tally.changes.push({ kind: request.kind, userId: state.user.userId, id: request.id });
      continue;
    }
    if (data.replayed === true) tally.replayedAnswers += 1;
    if (request.kind === 'close' || request.kind === 'cancel') {
      tally.changes.push({ kind: request.kind, userId: state.user.userId, id: request.id });
      continue;
    }
    const keyed = request as Extract<Request, { kind: KeyedKind }>;
    tally.accepted.push({
      kind: keyed.kind,
      userId: state.user.userId,
      key: String(keyed.body.idempotency_key),
    });
    if (request.kind === 'order' && data.position) state.openPositions.push(data.position.id);
    if (request.kind === 'withdrawal' && typeof data.id === 'number')
      state.pendingWithdrawals.push(data.id);
  }
}
