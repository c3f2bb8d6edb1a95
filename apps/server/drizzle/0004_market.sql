CREATE TABLE "instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"price_precision" integer NOT NULL,
	"contract_size" numeric NOT NULL,
	"fee_rate" numeric NOT NULL,
	"spread" numeric NOT NULL,
	"max_leverage" integer NOT NULL,
	"allows_contract" boolean NOT NULL,
	"allows_spot" boolean NOT NULL,
	"allows_delivery" boolean NOT NULL,
	"reference_price" numeric NOT NULL,
	"annual_volatility" numeric NOT NULL,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_precision_range" CHECK ("instruments"."price_precision" between 0 and 10),
	CONSTRAINT "instruments_positive" CHECK ("instruments"."contract_size" > 0 and "instruments"."spread" >= 0),
	CONSTRAINT "instruments_leverage" CHECK ("instruments"."max_leverage" >= 1)
);
--> statement-breakpoint
CREATE TABLE "market_candles" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	CONSTRAINT "market_candles_symbol_interval_open_time_pk" PRIMARY KEY("symbol","interval","open_time")
);
--> statement-breakpoint
CREATE TABLE "market_feed_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq_reserved_until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_last_quotes" (
	"symbol" text PRIMARY KEY NOT NULL,
	"bid" numeric NOT NULL,
	"ask" numeric NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_watchlist" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_watchlist_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "market_candles" ADD CONSTRAINT "market_candles_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_last_quotes" ADD CONSTRAINT "market_last_quotes_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_watchlist" ADD CONSTRAINT "market_watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_watchlist" ADD CONSTRAINT "market_watchlist_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE cascade ON UPDATE no action;