import { isLanguage } from '@waihui/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { translate } from '../../i18n/messages';
import type { Job } from '../../scheduler/scheduler';
import type { CodeSenders } from './code-sender/code-sender';
import {
  clearIdleMarksOfActiveUsers,
  closeIdleAccount,
  type IdleUser,
  listUsersDueForClosure,
  listUsersToNotify,
  lockIfStillIdle,
  markDormant,
  markNoticeSent,
} from './identity.idle-accounts.repository';

/*
 * product.md §15.6: an account nobody signed in to for 11 months gets a notice (e-mail, or
 * SMS for a phone-only account). At 12 months, and at least 30 days after that notice, an account
 * holding no money is closed (login refused, recorded in account_closures); one holding money is
 * marked dormant and never emptied: its owner signs in and withdraws as ever. Signing in clears
 * notice and dormancy. Runs daily through the scheduler.
 */

export const IDLE_NOTICE_AFTER_MONTHS = 11;
export const IDLE_CLOSE_AFTER_MONTHS = 12;
/** Least days between the notice and a closure (the notice promises them). */
export const IDLE_NOTICE_LEAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface IdleAccountsDeps {
  db: Db;
  codeSenders: CodeSenders;
  /** Whether the user holds money in any account (the ledger answers; app.ts wires it). */
  holdsMoney: (db: DbOrTx, userId: string) => Promise<boolean>;
  /** Every user holding a back-office role (the back-office answers): operators are not customers. */
  operatorIds: () => Promise<string[]>;
  log: { info(object: object, message: string): void };
}

export interface IdleAccountsOutcome {
  woke: number;
  noticed: string[];
  closed: string[];
  dormant: string[];
}

/** The job as the scheduler runs it: daily. */
export function idleAccountsJob(deps: IdleAccountsDeps): Job {
  return {
    name: 'idle-accounts',
    nextRunAfter: (at) => new Date(at.getTime() + DAY_MS),
    run: async (at) => {
      const outcome = await runIdleAccounts(deps, at);
      deps.log.info(
        {
          woke: outcome.woke,
          noticed: outcome.noticed.length,
          closed: outcome.closed.length,
          dormant: outcome.dormant.length,
        },
        'idle accounts',
      );
    },
  };
}

export async function runIdleAccounts(
  deps: IdleAccountsDeps,
  at: Date,
): Promise<IdleAccountsOutcome> {
  const woke = await clearIdleMarksOfActiveUsers(deps.db);
  const operators = await deps.operatorIds();
  const noticed: string[] = [];
  const idleForNotice = monthsBefore(at, IDLE_NOTICE_AFTER_MONTHS);
  for (const user of await listUsersToNotify(deps.db, idleForNotice, operators)) {
    // Sent first, marked after: a failed send is retried on the next run, never marked as sent.
    await sendNotice(deps.codeSenders, user);
    await markNoticeSent(deps.db, user.id, at);
    noticed.push(user.id);
  }
  const closed: string[] = [];
  const dormant: string[] = [];
  const idleSince = monthsBefore(at, IDLE_CLOSE_AFTER_MONTHS);
  const noticedBy = new Date(at.getTime() - IDLE_NOTICE_LEAD_DAYS * DAY_MS);
  for (const user of await listUsersDueForClosure(deps.db, idleSince, noticedBy, operators)) {
    await inTransaction(deps.db, async (tx) => {
      if (!(await lockIfStillIdle(tx, user.id, idleSince))) return;
      if (await deps.holdsMoney(tx, user.id)) {
        await markDormant(tx, user.id, at);
        dormant.push(user.id);
      } else {
        await closeIdleAccount(tx, user, at);
        closed.push(user.id);
      }
    });
  }
  return { woke, noticed, closed, dormant };
}

/** The same calendar day `months` months earlier, in UTC (31 March − 1 month = 3 March). */
export function monthsBefore(at: Date, months: number): Date {
  const earlier = new Date(at);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

async function sendNotice(codeSenders: CodeSenders, user: IdleUser): Promise<void> {
  const lang = isLanguage(user.lang) ? user.lang : 'en';
  const params = { days: IDLE_NOTICE_LEAD_DAYS };
  const message = {
    subject: translate(lang, 'IDLE_NOTICE_SUBJECT'),
    text: translate(lang, 'IDLE_NOTICE_TEXT', params),
    purpose: 'idle_notice',
    lang,
  };
  if (user.email) await codeSenders.email.send({ ...message, channel: 'email', to: user.email });
  else if (user.phone) await codeSenders.sms.send({ ...message, channel: 'sms', to: user.phone });
}
