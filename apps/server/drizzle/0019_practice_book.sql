-- Practice and live books (docs/decisions.md, "Practice and live"; core ledger/books.ts). Every user may have a practice
-- holder: a users row with practice_of set, its id the live id with UUID version 8, no e-mail, phone or usable password.
-- Its ledger accounts, and the system accounts its entries post to, are in the practice currency namespace (USD.P):
-- users_practice_id and ledger_accounts_book tie the namespace to the id, and ledger_check_entries_balanced (replaced
-- below) refuses any entry with postings in both books, so no posting can cross. sessions.book: the session's active book.
ALTER TABLE "users" DROP CONSTRAINT "users_has_login";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency_code";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "book" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_of" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_practice_of_users_id_fk" FOREIGN KEY ("practice_of") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_practice_of_uq" UNIQUE("practice_of");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_book" CHECK ("sessions"."book" in ('live', 'practice'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_practice_id" CHECK (case when "users"."practice_of" is null then substr("users"."id"::text, 15, 1) <> '8' else substr("users"."practice_of"::text, 15, 1) <> '8' and "users"."id" = overlay("users"."practice_of"::text placing '8' from 15 for 1)::uuid and "users"."email" is null and "users"."phone" is null end);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_has_login" CHECK ("users"."email" is not null or "users"."phone" is not null or "users"."practice_of" is not null);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_book" CHECK ("ledger_accounts"."type" = 'system' or ((substr("ledger_accounts"."user_id"::text, 15, 1) = '8') = ("ledger_accounts"."currency" like '%.P')));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_code" CHECK ("ledger_accounts"."currency" ~ '^[A-Z][A-Z0-9]{1,11}(\.P)?$');--> statement-breakpoint
-- As in 0003, plus: an entry's postings are all in one book (the live one, or the practice one: codes ending `.P`).
-- The check reads the same statement's new rows, so it costs no extra query.
CREATE OR REPLACE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT entry_id, currency INTO unbalanced FROM ledger_postings_inserted
    GROUP BY entry_id, currency HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not sum to zero in %', unbalanced.entry_id, unbalanced.currency
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  SELECT entry_id, NULL::text AS currency INTO unbalanced FROM ledger_postings_inserted
    GROUP BY entry_id HAVING count(DISTINCT currency LIKE '%.P') > 1 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % has postings in the live and the practice book', unbalanced.entry_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_one_book';
  END IF;
  RETURN NULL;
END
$$;
