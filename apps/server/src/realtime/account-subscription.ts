import type { WsAccountMessage, WsServerMessage, WsValuationMessage } from '@waihui/contracts';

/*
 * The `account` channel of one /ws connection: the caller's own trading, behind their session token.
 * Tokens and sessions live here; what to tell a user comes from the `AccountFeed` app.ts wires in
 * (the trading module), so realtime/ imports no module.
 *
 * - A connection follows at most one user. `subscribe` with a token replaces whatever it followed
 *   (a token that fails leaves it following nobody); `unsubscribe` and the socket's close end it.
 * - The session is checked again before every `account` message (they carry orders and positions;
 *   they are rare, so one indexed lookup each is cheap), and before a `valuation` when the last
 *   check is older than `recheckMs` on the app clock. A session that ended (logout, expiry) gets
 *   `{op:'error', reason:'UNAUTHENTICATED'}` once and nothing more. Valuations are thus bounded to
 *   `recheckMs` after a logout without a lookup per second per connection.
 * - A session whose book changed (`authenticate` answers the other book's holder for the same
 *   token: docs/decisions.md, "Practice and live") is followed into it on the same connection: the
 *   message of the old book is dropped, the new holder's feed replaces the old one and
 *   `{op:'subscribed', channel:'account'}` is sent again, so the client reads everything afresh.
 *   The web also subscribes again right after its own switch, which needs no message to notice.
 * - Messages leave in the order the feed gave them (one delivery chain per connection). A valuation
 *   is skipped while the socket still holds more than `maxBufferedBytes`: the next one replaces it.
 */

export type AccountPush = WsAccountMessage | WsValuationMessage;

/** Each user's own trading messages (the trading module's live feed). */
export interface AccountFeed {
  /** Calls `listener` with every message for `userId` until the returned function is called. */
  subscribe(userId: string, listener: (message: AccountPush) => void): () => void;
}

/** The user of a live session token (not revoked, not expired), or null. */
export type Authenticate = (token: string) => Promise<string | null>;

/** A valuation may go out on a session checked at most this long ago (ms, app clock). */
export const SESSION_RECHECK_MS = 30_000;
/** Skip a valuation while this much is still queued for the socket (≈ 100 valuations). */
export const MAX_BUFFERED_BYTES = 256 * 1024;

export interface AccountChannelDeps {
  authenticate: Authenticate;
  feed: AccountFeed;
  /** The app clock (session re-check timing). */
  now: () => Date;
  /** Longest time a valuation may go out on a session checked this long ago (ms). */
  recheckMs: number;
  maxBufferedBytes: number;
}

export interface AccountSocket {
  send(message: WsServerMessage): void;
  /** Bytes queued but not yet written to the network. */
  readonly bufferedAmount: number;
}

export interface AccountErrorLog {
  error(object: object, message: string): void;
}

interface Following {
  token: string;
  userId: string;
  /** App-clock ms of the last successful session check. */
  checkedAt: number;
  unsubscribe: () => void;
}

export class AccountSubscription {
  private following: Following | null = null;
  /** Bumped by every subscribe, unsubscribe and close: a slower earlier subscribe then gives up. */
  private generation = 0;
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: AccountChannelDeps,
    private readonly socket: AccountSocket,
    private readonly log: AccountErrorLog,
  ) {}

  /** Follows a user now (an idle connection follows nothing: ws-limits.ts). */
  get active(): boolean {
    return this.following !== null;
  }

  async subscribe(token: string): Promise<void> {
    const generation = ++this.generation;
    this.drop();
    let userId: string | null;
    try {
      userId = await this.deps.authenticate(token);
    } catch (error) {
      this.log.error({ err: error }, 'account channel: session lookup failed');
      if (generation === this.generation) this.socket.send({ op: 'error', reason: 'INTERNAL' });
      return;
    }
    if (generation !== this.generation) return;
    if (userId === null) {
      this.socket.send({ op: 'error', reason: 'UNAUTHENTICATED' });
      return;
    }
    this.follow(token, userId);
  }

  unsubscribe(): void {
    this.generation += 1;
    this.drop();
    this.socket.send({ op: 'unsubscribed', channel: 'account' });
  }

  /** The socket closed. */
  close(): void {
    this.generation += 1;
    this.drop();
  }

  /** Follows `userId`'s feed (behind `token`) from now on and says so. */
  private follow(token: string, userId: string): void {
    this.drop();
    const following: Following = {
      token,
      userId,
      checkedAt: this.deps.now().getTime(),
      unsubscribe: () => {},
    };
    following.unsubscribe = this.deps.feed.subscribe(userId, (message) =>
      this.push(following, message),
    );
    this.following = following;
    this.socket.send({ op: 'subscribed', channel: 'account' });
  }

  private drop(): void {
    this.following?.unsubscribe();
    this.following = null;
  }

  private push(following: Following, message: AccountPush): void {
    this.delivery = this.delivery
      .then(() => this.deliver(following, message))
      .catch((error: unknown) => {
        // The session could not be checked: this message is not sent; the next one checks again.
        this.log.error({ err: error }, 'account channel: session re-check failed');
      });
  }

  private async deliver(following: Following, message: AccountPush): Promise<void> {
    if (this.following !== following) return;
    const now = this.deps.now().getTime();
    if (message.op === 'account' || now - following.checkedAt >= this.deps.recheckMs) {
      const userId = await this.deps.authenticate(following.token);
      if (this.following !== following) return;
      if (userId === null) {
        this.drop();
        this.socket.send({ op: 'error', reason: 'UNAUTHENTICATED' });
        return;
      }
      if (userId !== following.userId) {
        // The session switched books: follow it there; this message was the other book's.
        this.follow(following.token, userId);
        return;
      }
      following.checkedAt = now;
    }
    if (message.op === 'valuation' && this.socket.bufferedAmount > this.deps.maxBufferedBytes)
      return;
    this.socket.send(message);
  }
}
