CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"type" text NOT NULL,
	"system_code" text,
	"currency" text NOT NULL,
	"available" numeric(36, 8) DEFAULT '0' NOT NULL,
	"locked" numeric(36, 8) DEFAULT '0' NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_available_non_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."available" >= 0),
	CONSTRAINT "ledger_accounts_locked_non_negative" CHECK ("ledger_accounts"."locked" >= 0),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."type" = 'system') = ("ledger_accounts"."user_id" is null) and ("ledger_accounts"."type" = 'system') = ("ledger_accounts"."system_code" is not null)),
	CONSTRAINT "ledger_accounts_negative_only_system" CHECK (not "ledger_accounts"."allow_negative" or "ledger_accounts"."type" = 'system'),
	CONSTRAINT "ledger_accounts_currency_code" CHECK ("ledger_accounts"."currency" ~ '^[A-Z][A-Z0-9]{1,11}$'),
	CONSTRAINT "ledger_accounts_type" CHECK ("ledger_accounts"."type" in ('coin', 'contract', 'system')),
	CONSTRAINT "ledger_accounts_system_code" CHECK ("ledger_accounts"."system_code" in ('world', 'house', 'fees')),
	CONSTRAINT "ledger_accounts_system_never_locks" CHECK ("ledger_accounts"."type" <> 'system' or "ledger_accounts"."locked" = 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_uq" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_key_has_fingerprint" CHECK (("ledger_entries"."idempotency_key" is null) = ("ledger_entries"."request_fingerprint" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(36, 8) NOT NULL,
	"balance_after" numeric(36, 8) NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_postings_amount_non_zero" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_bucket" CHECK ("ledger_postings"."bucket" in ('available', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_type_currency_uq" ON "ledger_accounts" USING btree ("user_id","type","currency") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_currency_uq" ON "ledger_accounts" USING btree ("system_code","currency") WHERE "ledger_accounts"."system_code" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");