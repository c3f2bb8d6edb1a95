DROP INDEX "ledger_accounts_system_currency_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_currency_shard_uq" ON "ledger_accounts" USING btree ("system_code","currency","shard") WHERE "ledger_accounts"."system_code" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard" CHECK ("ledger_accounts"."shard" >= 0 and ("ledger_accounts"."type" = 'system' or "ledger_accounts"."shard" = 0));--> statement-breakpoint
-- System accounts split into shards (docs/decisions.md): house and fees are several rows per currency,
-- so trades of different users do not queue on one row lock. A ref names its shard; an account keeps
-- its shard like the rest of its identity.
CREATE OR REPLACE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.available <> 0 OR NEW.locked <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens at zero; money arrives only through postings'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_open_at_zero';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.type <> OLD.type
     OR NEW.system_code IS DISTINCT FROM OLD.system_code OR NEW.currency <> OLD.currency
     OR NEW.shard <> OLD.shard OR NEW.allow_negative <> OLD.allow_negative THEN
    RAISE EXCEPTION 'a ledger account keeps its owner, type, currency, shard and sign rule'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_immutable_identity';
  END IF;
  -- Reached only for statements sent by a client (see the trigger's WHEN): no balance may move.
  IF NEW.available <> OLD.available OR NEW.locked <> OLD.locked THEN
    RAISE EXCEPTION 'ledger balances change only through postings'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_change_by_posting';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- ledger_lock as in ledger_constraints, with each system ref's shard ([{i, user_id, type, currency,
-- system_code, shard}]): locks the accounts in id order and returns them with their ref's index, then
-- which of `idempotency_keys` are already used (a fresh snapshot, taken after the locks).
CREATE OR REPLACE FUNCTION ledger_lock(refs json, idempotency_keys json)
RETURNS TABLE (account_id integer, ref_index integer, available text, locked text, used_key text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT a.id, s.i, a.available::text, a.locked::text, NULL::text
    FROM (
      SELECT r.i, x.id
      FROM json_to_recordset(refs) AS r (
        i integer, user_id uuid, type text, currency text, system_code text, shard smallint)
      CROSS JOIN LATERAL (
        SELECT la.id FROM ledger_accounts la
        WHERE la.user_id = r.user_id AND la.type = r.type AND la.currency = r.currency
        UNION ALL
        SELECT la.id FROM ledger_accounts la
        WHERE la.system_code = r.system_code AND la.currency = r.currency
          AND la.shard = coalesce(r.shard, 0)
      ) AS x
    ) AS s
    JOIN ledger_accounts a ON a.id = s.id
    ORDER BY a.id
    FOR UPDATE OF a;
  RETURN QUERY
    SELECT NULL::integer, NULL::integer, NULL::text, NULL::text, e.idempotency_key
    FROM ledger_entries e
    WHERE e.idempotency_key IN (SELECT k FROM json_array_elements_text(idempotency_keys) AS k);
END
$$;
