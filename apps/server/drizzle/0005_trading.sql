CREATE TABLE "trading_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"position_id" bigint NOT NULL,
	"order_id" bigint,
	"action" text NOT NULL,
	"cause" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"lots" integer NOT NULL,
	"price" numeric NOT NULL,
	"bid" numeric NOT NULL,
	"ask" numeric NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"quote_seq" bigint NOT NULL,
	"usd_pair" text,
	"usd_rate" numeric NOT NULL,
	"fee" numeric(36, 8) NOT NULL,
	"realized_pnl" numeric(36, 8),
	"house_cover" numeric(36, 8) DEFAULT '0' NOT NULL,
	"after_restart" boolean DEFAULT false NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"lots" integer NOT NULL,
	"leverage" integer NOT NULL,
	"limit_price" numeric,
	"take_profit" numeric,
	"stop_loss" numeric,
	"contract_size" numeric NOT NULL,
	"fee_rate" numeric NOT NULL,
	"reserved_margin" numeric(36, 8) DEFAULT '0' NOT NULL,
	"reserved_fee" numeric(36, 8) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"cancel_cause" text,
	"position_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "trading_orders_lots" CHECK ("trading_orders"."lots" > 0),
	CONSTRAINT "trading_orders_leverage" CHECK ("trading_orders"."leverage" >= 1),
	CONSTRAINT "trading_orders_limit_price" CHECK (("trading_orders"."type" = 'limit') = ("trading_orders"."limit_price" is not null) and ("trading_orders"."limit_price" is null or "trading_orders"."limit_price" > 0)),
	CONSTRAINT "trading_orders_reserve" CHECK ("trading_orders"."reserved_margin" >= 0 and "trading_orders"."reserved_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trading_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"lots" integer NOT NULL,
	"leverage" integer NOT NULL,
	"contract_size" numeric NOT NULL,
	"fee_rate" numeric NOT NULL,
	"quote_currency" text NOT NULL,
	"open_price" numeric NOT NULL,
	"margin" numeric(36, 8) NOT NULL,
	"open_fee" numeric(36, 8) NOT NULL,
	"take_profit" numeric,
	"stop_loss" numeric,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_price" numeric,
	"close_cause" text,
	"close_fee" numeric(36, 8),
	"realized_pnl" numeric(36, 8),
	CONSTRAINT "trading_positions_lots" CHECK ("trading_positions"."lots" > 0),
	CONSTRAINT "trading_positions_margin" CHECK ("trading_positions"."margin" > 0 and "trading_positions"."open_fee" >= 0),
	CONSTRAINT "trading_positions_closed" CHECK (("trading_positions"."status" = 'closed') = ("trading_positions"."closed_at" is not null) and ("trading_positions"."status" = 'closed') = ("trading_positions"."close_price" is not null))
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "max_lots" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_consents" ADD CONSTRAINT "trading_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_position_id_trading_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."trading_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_positions" ADD CONSTRAINT "trading_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_positions" ADD CONSTRAINT "trading_positions_symbol_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."instruments"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_fills_user_idx" ON "trading_fills" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trading_fills_position_idx" ON "trading_fills" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_fills_one_close_uq" ON "trading_fills" USING btree ("position_id") WHERE "trading_fills"."action" = 'close';--> statement-breakpoint
CREATE INDEX "trading_orders_user_idx" ON "trading_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trading_orders_pending_idx" ON "trading_orders" USING btree ("symbol") WHERE "trading_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "trading_orders_idempotency_uq" ON "trading_orders" USING btree ("user_id","idempotency_key") WHERE "trading_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "trading_positions_user_idx" ON "trading_positions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trading_positions_open_idx" ON "trading_positions" USING btree ("user_id") WHERE "trading_positions"."status" = 'open';--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_max_lots" CHECK ("instruments"."max_lots" >= 1);--> statement-breakpoint
-- Honest by construction (design §1): a fill is append-only, and a position keeps what it was opened
-- with; only its TP/SL may change while it is open, and closing fills the close columns once.
CREATE FUNCTION trading_fills_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trading fills are append-only'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'trading_fills_append_only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER trading_fills_no_update BEFORE UPDATE OR DELETE ON trading_fills
  FOR EACH ROW EXECUTE FUNCTION trading_fills_append_only();
--> statement-breakpoint
CREATE FUNCTION trading_positions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'trading positions are never deleted'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trading_positions_kept';
  END IF;
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'a closed position cannot change'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trading_positions_closed_final';
  END IF;
  IF NEW.user_id <> OLD.user_id OR NEW.symbol <> OLD.symbol OR NEW.side <> OLD.side
     OR NEW.lots <> OLD.lots OR NEW.leverage <> OLD.leverage OR NEW.contract_size <> OLD.contract_size
     OR NEW.fee_rate <> OLD.fee_rate OR NEW.quote_currency <> OLD.quote_currency
     OR NEW.open_price <> OLD.open_price OR NEW.margin <> OLD.margin OR NEW.open_fee <> OLD.open_fee
     OR NEW.opened_at <> OLD.opened_at THEN
    RAISE EXCEPTION 'a position keeps the terms and price it was opened with'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trading_positions_immutable_open';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trading_positions_guard BEFORE UPDATE OR DELETE ON trading_positions
  FOR EACH ROW EXECUTE FUNCTION trading_positions_guard();
