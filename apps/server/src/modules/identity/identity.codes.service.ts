import {
  CODE_TTL_SECONDS,
  decideCodeAttempt,
  maskAccount,
  secondsUntilResend,
  type CodeAttemptOutcome,
} from '@waihui/core';
import type { SendCodeData } from '@waihui/contracts';
import type { Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { CodeChannel, CodePurpose } from '../../db/schema';
import { BusinessError } from '../../lib/business-error';
import type { MessageKey } from '../../i18n/messages';
import {
  countCodesSentSince,
  deleteCode,
  insertCode,
  lastCodeSentAt,
  lockDestination,
  lockNewestLiveCode,
  recordCodeAttempt,
  retireLiveCodes,
  type CodeLookup,
} from './identity.codes.repository';
import {
  renderCodeMessage,
  renderNoticeMessage,
  type CodeNoticeKind,
} from './code-sender/code-sender.message';
import type { IdentityDeps, RequestContext } from './identity.deps';
import { codeMatches, hashCode, newId, newVerificationCode } from './identity.random-codes';

const DAY_MS = 24 * 3_600_000;

/**
 * Issues a code and delivers it. Rules: one code per destination per 60 s (any purpose; config
 * CODE_RESEND_SECONDS on a browser-test server), at most
 * CODE_DAILY_LIMIT per destination per 24 h, a new code retires older ones of the same purpose,
 * and a failed delivery leaves nothing behind (so the user may retry at once).
 *
 * With `notice` the same work is done (the code is stored, so the resend and daily rules and the
 * later code check behave exactly as for a delivered one) but the message sent is the notice
 * instead, without the code: nobody can use that code, and the answer is identical product.md §15.3.
 */
export async function issueCode(
  deps: IdentityDeps,
  input: {
    purpose: CodePurpose;
    channel: CodeChannel;
    destination: string;
    userId: string | null;
    notice?: CodeNoticeKind;
  },
  context: RequestContext,
): Promise<SendCodeData> {
  const now = deps.now();
  const code = newVerificationCode();
  const id = newId();
  await inTransaction(deps.db, async (tx) => {
    await lockDestination(tx, input.destination);
    const lastSent = await lastCodeSentAt(tx, input.destination);
    const wait = secondsUntilResend(
      lastSent?.getTime() ?? null,
      now.getTime(),
      deps.config.CODE_RESEND_SECONDS,
    );
    if (wait > 0) {
      throw new BusinessError('CODE_RESEND_TOO_SOON', {
        params: { seconds: wait },
        details: { retry_after_seconds: wait },
      });
    }
    const sentToday = await countCodesSentSince(
      tx,
      input.destination,
      new Date(now.getTime() - DAY_MS),
    );
    if (sentToday >= deps.config.CODE_DAILY_LIMIT) throw new BusinessError('CODE_DAILY_LIMIT');
    await retireLiveCodes(tx, input.purpose, input.destination, now);
    await insertCode(tx, {
      id,
      purpose: input.purpose,
      channel: input.channel,
      destination: input.destination,
      userId: input.userId,
      codeHash: hashCode(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      ip: context.ip,
    });
  });

  const sender = deps.codeSenders[input.channel];
  try {
    const message = { channel: input.channel, to: input.destination, purpose: input.purpose };
    await sender.send(
      input.notice === undefined
        ? renderCodeMessage({ ...message, code, lang: context.lang })
        : renderNoticeMessage({ ...message, notice: input.notice, lang: context.lang }),
    );
  } catch (error) {
    await deleteCode(deps.db, id);
    deps.log.error({ err: error, sender: sender.name }, 'verification code delivery failed');
    throw new BusinessError('CODE_DELIVERY_FAILED');
  }
  return {
    channel: input.channel,
    destination_masked: maskAccount(input.destination),
    expires_in_seconds: CODE_TTL_SECONDS,
    resend_after_seconds: deps.config.CODE_RESEND_SECONDS,
  };
}

/**
 * Checks a code inside the caller's transaction and records the attempt there: a right code is
 * marked used, a wrong one counts a try. Callers return (not throw) on failure so the counted try
 * commits, then throw `codeFailureReason(outcome)` after the transaction.
 */
export async function attemptCode(
  tx: Tx,
  lookup: CodeLookup,
  code: string,
  now: Date,
): Promise<CodeAttemptOutcome> {
  const row = await lockNewestLiveCode(tx, lookup);
  const outcome = decideCodeAttempt({
    code: row && {
      attempts: row.attempts,
      expiresAtMs: row.expiresAt.getTime(),
      consumed: row.consumedAt !== null,
    },
    matches: row !== null && codeMatches(row.id, row.codeHash, code),
    nowMs: now.getTime(),
  });
  if (row && outcome.kind === 'accepted') await recordCodeAttempt(tx, row.id, { consumedAt: now });
  if (row && outcome.kind === 'wrong')
    await recordCodeAttempt(tx, row.id, { attempts: outcome.attempts });
  return outcome;
}

/** The message for a refused code; the last allowed wrong try already says "too many". */
export function codeFailureReason(
  outcome: Exclude<CodeAttemptOutcome, { kind: 'accepted' }>,
): MessageKey {
  switch (outcome.kind) {
    case 'expired':
      return 'CODE_EXPIRED';
    case 'too_many_tries':
      return 'CODE_TOO_MANY_TRIES';
    case 'wrong':
      return outcome.exhausted ? 'CODE_TOO_MANY_TRIES' : 'CODE_INVALID';
  }
}
