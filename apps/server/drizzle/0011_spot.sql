CREATE TABLE "spot_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"quantity" numeric(36, 8) NOT NULL,
	"limit_price" numeric,
	"fee_rate" numeric NOT NULL,
	"reserved_currency" text,
	"reserved" numeric(36, 8) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"fill_cause" text,
	"fill_price" numeric,
	"gross" numeric(36, 8),
	"fee" numeric(36, 8),
	"net" numeric(36, 8),
	"quote_bid" numeric,
	"quote_ask" numeric,
	"quote_at" timestamp with time zone,
	"quote_seq" bigint,
	"entry_id" bigint,
	CONSTRAINT "spot_orders_quantity" CHECK ("spot_orders"."quantity" > 0),
	CONSTRAINT "spot_orders_limit_price" CHECK (("spot_orders"."type" = 'limit') = ("spot_orders"."limit_price" is not null) and ("spot_orders"."limit_price" is null or "spot_orders"."limit_price" > 0)),
	CONSTRAINT "spot_orders_filled" CHECK (("spot_orders"."status" = 'filled') = ("spot_orders"."fill_price" is not null and "spot_orders"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "spot_settings" (
	"symbol" text PRIMARY KEY NOT NULL,
	"fee_rate" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_settings_fee_rate" CHECK ("spot_settings"."fee_rate" >= 0 and "spot_settings"."fee_rate" < 1)
);
--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_orders_user_idx" ON "spot_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spot_orders_pending_idx" ON "spot_orders" USING btree ("symbol") WHERE "spot_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_idempotency_uq" ON "spot_orders" USING btree ("user_id","idempotency_key") WHERE "spot_orders"."idempotency_key" is not null;--> statement-breakpoint
-- Spot fee per instrument (a fraction of the gross, taken in the quote currency): crypto 0.1%, FX conversion 0.05%.
INSERT INTO "spot_settings" ("symbol", "fee_rate") VALUES
	('BTCUSD', '0.001'), ('ETHUSD', '0.001'), ('SOLUSD', '0.001'), ('XRPUSD', '0.001'),
	('BNBUSD', '0.001'), ('DOGEUSD', '0.001'), ('ADAUSD', '0.001'), ('LTCUSD', '0.001'),
	('EURUSD', '0.0005'), ('GBPUSD', '0.0005'), ('USDJPY', '0.0005'), ('AUDUSD', '0.0005'),
	('USDCAD', '0.0005'), ('USDCHF', '0.0005'), ('NZDUSD', '0.0005'), ('USDHKD', '0.0005');
