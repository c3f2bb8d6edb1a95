-- Custom SQL migration file, put your code below! --
-- Ledger invariants the database enforces itself (docs/ledger.md), beyond the CHECK constraints of 0002:
-- 1. a posting applies itself: inserting it moves its account's bucket and records balance_after;
-- 2. account balances change only through postings (and every account opens at zero);
-- 3. postings and entries are append-only;
-- 4. the postings of every entry sum to zero per currency (checked per statement: an entry's postings
--    are inserted together).
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_currency text;
BEGIN
  IF NEW.bucket = 'available' THEN
    UPDATE ledger_accounts SET available = available + NEW.amount WHERE id = NEW.account_id
      RETURNING currency, available INTO account_currency, NEW.balance_after;
  ELSE
    UPDATE ledger_accounts SET locked = locked + NEW.amount WHERE id = NEW.account_id
      RETURNING currency, locked INTO account_currency, NEW.balance_after;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger posting names unknown account %', NEW.account_id
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_postings_account_exists';
  END IF;
  IF account_currency <> NEW.currency THEN
    RAISE EXCEPTION 'ledger posting in % on an account in %', NEW.currency, account_currency
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_currency_matches_account';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply BEFORE INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
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
     OR NEW.allow_negative <> OLD.allow_negative THEN
    RAISE EXCEPTION 'a ledger account keeps its owner, type, currency and sign rule'
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
CREATE TRIGGER ledger_accounts_guard_insert BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint
-- Only statements sent by a client (trigger depth 0) are checked: the posting trigger's own update
-- runs at depth 1 and is the one path allowed to move a balance.
CREATE TRIGGER ledger_accounts_guard_update BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME
    USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_append_only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  -- All postings of an entry are written by one statement, so checking each statement's new rows
  -- per entry and currency proves every entry sums to zero (and costs one query per statement).
  SELECT entry_id, currency INTO unbalanced FROM ledger_postings_inserted
    GROUP BY entry_id, currency HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not sum to zero in %', unbalanced.entry_id, unbalanced.currency
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS ledger_postings_inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();
--> statement-breakpoint
-- The ledger's two hot statements as functions, so PostgreSQL plans them once per connection
-- instead of on every call (planning costs more than running them). Called only by
-- apps/server/src/modules/ledger/ledger.repository.ts; the rules stay in @waihui/core.
--
-- ledger_lock: locks the accounts named in `refs` ([{i, user_id, type, currency, system_code}]) in
-- id order (one global order: no deadlocks) and returns them with the index of their ref; then,
-- with a fresh snapshot taken after the locks, returns which of `idempotency_keys` are already used.
CREATE FUNCTION ledger_lock(refs json, idempotency_keys json)
RETURNS TABLE (account_id integer, ref_index integer, available text, locked text, used_key text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT a.id, s.i, a.available::text, a.locked::text, NULL::text
    FROM (
      SELECT r.i, x.id
      FROM json_to_recordset(refs) AS r (i integer, user_id uuid, type text, currency text, system_code text)
      CROSS JOIN LATERAL (
        SELECT la.id FROM ledger_accounts la
        WHERE la.user_id = r.user_id AND la.type = r.type AND la.currency = r.currency
        UNION ALL
        SELECT la.id FROM ledger_accounts la
        WHERE la.system_code = r.system_code AND la.currency = r.currency
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
--> statement-breakpoint
-- ledger_write: inserts entries ([{ord, kind, reference, idempotency_key, fingerprint, created_at}])
-- and their postings ([{entry_ord, ord, account_id, currency, bucket, amount, kind, reference}]) in
-- order; the posting trigger applies each to its account. An entry whose idempotency key is already
-- used is skipped with its postings. Returns each written posting with its entry and balance_after.
CREATE FUNCTION ledger_write(entries json, postings json)
RETURNS TABLE (entry_ord integer, posting_id bigint, entry_id bigint, balance_after text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH new_entry AS (
      SELECT nextval('ledger_entries_id_seq') AS id, v.*
      FROM (
        SELECT * FROM json_to_recordset(entries) AS r (
          ord integer, kind text, reference text, idempotency_key text, fingerprint text,
          created_at timestamptz)
        ORDER BY r.ord
      ) AS v
    ),
    inserted_entry AS (
      INSERT INTO ledger_entries (id, kind, reference, idempotency_key, request_fingerprint, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT ne.id, ne.kind, ne.reference, ne.idempotency_key, ne.fingerprint, ne.created_at
      FROM new_entry ne ORDER BY ne.ord
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ),
    inserted_posting AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency, bucket, amount, kind, reference, created_at)
      SELECT ne.id, p.account_id, p.currency, p.bucket, p.amount, p.kind, p.reference, ne.created_at
      FROM json_to_recordset(postings) AS p (
        entry_ord integer, ord integer, account_id integer, currency text, bucket text,
        amount numeric, kind text, reference text)
      JOIN new_entry ne ON ne.ord = p.entry_ord
      JOIN inserted_entry ie ON ie.id = ne.id
      ORDER BY p.entry_ord, p.ord
      RETURNING id, ledger_postings.entry_id, ledger_postings.balance_after
    )
    SELECT ne.ord, ip.id, ip.entry_id, ip.balance_after::text
    FROM inserted_posting ip JOIN new_entry ne ON ne.id = ip.entry_id
    ORDER BY ip.id;
END
$$;
