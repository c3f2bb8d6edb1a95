CREATE TABLE "delivery_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"seconds" integer NOT NULL,
	"payout_rate" numeric NOT NULL,
	"stake" numeric(36, 8) NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"open_mid" numeric NOT NULL,
	"open_bid" numeric NOT NULL,
	"open_ask" numeric NOT NULL,
	"open_quoted_at" timestamp with time zone NOT NULL,
	"open_quote_seq" bigint NOT NULL,
	"stake_entry_id" bigint,
	"settle_mid" numeric,
	"settle_bid" numeric,
	"settle_ask" numeric,
	"settle_quoted_at" timestamp with time zone,
	"settle_quote_seq" bigint,
	"outcome" text,
	"payout" numeric(36, 8),
	"settle_entry_id" bigint,
	"settled_at" timestamp with time zone,
	"settled_after_restart" boolean DEFAULT false NOT NULL,
	CONSTRAINT "delivery_contracts_stake" CHECK ("delivery_contracts"."stake" > 0),
	CONSTRAINT "delivery_contracts_settled" CHECK (("delivery_contracts"."status" = 'settled') = ("delivery_contracts"."outcome" is not null and "delivery_contracts"."payout" is not null and "delivery_contracts"."settle_mid" is not null and "delivery_contracts"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "delivery_periods" (
	"seconds" integer PRIMARY KEY NOT NULL,
	"payout_rate" numeric NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_periods_seconds" CHECK ("delivery_periods"."seconds" > 0),
	CONSTRAINT "delivery_periods_rate" CHECK ("delivery_periods"."payout_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD CONSTRAINT "delivery_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD CONSTRAINT "delivery_contracts_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_contracts_user_idx" ON "delivery_contracts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "delivery_contracts_open_idx" ON "delivery_contracts" USING btree ("expires_at") WHERE "delivery_contracts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_contracts_idempotency_uq" ON "delivery_contracts" USING btree ("user_id","idempotency_key") WHERE "delivery_contracts"."idempotency_key" is not null;--> statement-breakpoint
-- Default offer (docs/delivery.md): four periods, a win pays stake × (1 + rate); stakes 10 … 10,000 USD.
INSERT INTO "delivery_periods" ("seconds", "payout_rate") VALUES (60, '0.8'), (180, '0.82'), (300, '0.85'), (600, '0.88');--> statement-breakpoint
INSERT INTO "app_settings" ("key", "value") VALUES ('delivery', '{"min_stake": "10", "max_stake": "10000"}'::jsonb) ON CONFLICT ("key") DO NOTHING;
