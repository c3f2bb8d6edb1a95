import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/*
 * Each table is read and written by its owning module only: other modules call the owner's
 * functions (docs/architecture.md). Proven on the Drizzle imports of every server source file but
 * tests and test fixtures (which build rows for any module).
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Owning folder (below src/) of each table, by its SQL name. */
const OWNERS: Record<string, string> = {
  users: 'modules/identity',
  sessions: 'modules/identity',
  login_failures: 'modules/identity',
  verification_codes: 'modules/identity',
  captchas: 'modules/identity',
  outbox_messages: 'modules/identity',
  password_reset_tickets: 'modules/identity',
  account_closures: 'modules/identity',
  identity_verifications: 'modules/verification',
  id_photos: 'modules/verification',
  ledger_accounts: 'modules/ledger',
  ledger_entries: 'modules/ledger',
  ledger_postings: 'modules/ledger',
  trading_orders: 'modules/trading',
  trading_positions: 'modules/trading',
  trading_fills: 'modules/trading',
  trading_consents: 'modules/trading',
  spot_orders: 'modules/spot',
  spot_settings: 'modules/spot',
  delivery_periods: 'modules/delivery',
  delivery_contracts: 'modules/delivery',
  deposit_notices: 'modules/funding',
  withdrawal_destinations: 'modules/funding',
  withdrawals: 'modules/funding',
  content_articles: 'modules/content',
  content_article_texts: 'modules/content',
  content_banners: 'modules/content',
  content_banner_texts: 'modules/content',
  feedback: 'modules/content',
  app_settings: 'modules/settings',
  setting_proposals: 'modules/backoffice',
  operator_roles: 'modules/backoffice',
  operator_totp: 'modules/backoffice',
  operator_sessions: 'modules/backoffice',
  audit_log: 'modules/backoffice',
  instruments: 'market-feed',
  market_last_quotes: 'market-feed',
  market_feed_state: 'market-feed',
  feed_events: 'market-feed',
  market_holidays: 'market-feed',
  market_candles: 'market-feed',
  market_watchlist: 'modules/market',
  scheduled_jobs: 'scheduler',
};
/** Read by another folder than its owner's, and why (none may write). */
const SHARED_READS: Record<string, string[]> = {
  // The market feed is below modules/market: candle pages of the HTTP module read its stored ones.
  market_candles: ['modules/market'],
};

/** The SQL name of every table `db/schema` exports, by its export name. */
const tableNames = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The tables (SQL names) a file imports as values from db/schema; `type` imports are no access. */
function tablesImportedBy(text: string): string[] {
  const imports = text.matchAll(/import (?!type )\{([^}]*)\} from '[./]*db\/schema'/g);
  return [...imports].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .flatMap((name) => {
        const table = tableNames.get(name);
        return table === undefined ? [] : [table];
      }),
  );
}

describe('table owners', () => {
  it('every table has an owner', () => {
    expect([...tableNames.values()].filter((table) => OWNERS[table] === undefined)).toEqual([]);
  });

  it('no folder but its owner imports a table (a listed read aside)', () => {
    const crossings = sourceFiles(src)
      .filter((file) => !file.startsWith(path.join(src, 'db') + path.sep))
      .flatMap((file) => {
        const folder = path.relative(src, file).split(path.sep).slice(0, -1).join('/');
        return tablesImportedBy(readFileSync(file, 'utf8'))
          .filter((table) => {
            const owner = OWNERS[table] ?? '';
            const within = (dir: string) => folder === dir || folder.startsWith(`${dir}/`);
            return !within(owner) && !(SHARED_READS[table] ?? []).some(within);
          })
          .map((table) => `${path.relative(src, file)} → ${table}`);
      });
    expect(crossings).toEqual([]);
  });

  it('sees an import that crosses (the check can fail)', () => {
    const imported = tablesImportedBy(
      "import { appSettings, type CodePurpose, users } from '../../db/schema';",
    );
    expect(imported).toEqual(['app_settings', 'users']);
  });
});
