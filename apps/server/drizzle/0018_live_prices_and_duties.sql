-- Live prices (docs/market-data.md): feed_events (append-only) records every failover switch, source outage and drift
-- alert; market_holidays holds the trading-session calendars' exchange holidays (seeded below, edited by operators);
-- every fill, spot fill and delivery placement/settlement records where its quote came from (source, raw bid/ask,
-- markup per side: source_bid − markup_bid = bid, source_ask + markup_ask = ask) and whether a trigger waited out a
-- stale or closed price. Segregation of duties (docs/backoffice.md): a withdrawal's required approvals are fixed when
-- it is requested; a change of a money-moving setting is a proposal that a second admin applies.
CREATE TABLE "setting_proposals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "setting_proposals_second_person" CHECK ("setting_proposals"."decided_by" is null or "setting_proposals"."status" = 'withdrawn' or "setting_proposals"."decided_by" <> "setting_proposals"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "feed_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"instrument" text NOT NULL,
	"source_id" text NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_holidays" (
	"calendar" text NOT NULL,
	"date" date NOT NULL,
	"closed_from" text,
	"closed_until" text,
	"name" text NOT NULL,
	CONSTRAINT "market_holidays_calendar_date_pk" PRIMARY KEY("calendar","date"),
	CONSTRAINT "market_holidays_clock" CHECK (("market_holidays"."closed_from" is null or "market_holidays"."closed_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("market_holidays"."closed_until" is null or "market_holidays"."closed_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$'))
);
--> statement-breakpoint
ALTER TABLE "trading_fills" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD COLUMN "source_bid" numeric;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD COLUMN "source_ask" numeric;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD COLUMN "markup_bid" numeric;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD COLUMN "markup_ask" numeric;--> statement-breakpoint
ALTER TABLE "trading_fills" ADD COLUMN "after_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "open_source_id" text;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "open_source_bid" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "open_source_ask" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "open_markup_bid" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "open_markup_ask" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "settle_source_id" text;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "settle_source_bid" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "settle_source_ask" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "settle_markup_bid" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "settle_markup_ask" numeric;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "settled_after_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "source_bid" numeric;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "source_ask" numeric;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "markup_bid" numeric;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "markup_ask" numeric;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "filled_after_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "required_approvals" integer;--> statement-breakpoint
ALTER TABLE "setting_proposals" ADD CONSTRAINT "setting_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_proposals" ADD CONSTRAINT "setting_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_proposals_pending" ON "setting_proposals" USING btree ("key") WHERE "setting_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "feed_events_at_idx" ON "feed_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "feed_events_instrument_idx" ON "feed_events" USING btree ("instrument","at");--> statement-breakpoint
ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_origin" CHECK ("source_id" is null or ("markup_bid" >= 0 and "markup_ask" >= 0 and "source_bid" - "markup_bid" = "bid" and "source_ask" + "markup_ask" = "ask"));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_origin" CHECK ("source_id" is null or ("markup_bid" >= 0 and "markup_ask" >= 0 and "source_bid" - "markup_bid" = "quote_bid" and "source_ask" + "markup_ask" = "quote_ask"));--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD CONSTRAINT "delivery_contracts_open_origin" CHECK ("open_source_id" is null or ("open_markup_bid" >= 0 and "open_markup_ask" >= 0 and "open_source_bid" - "open_markup_bid" = "open_bid" and "open_source_ask" + "open_markup_ask" = "open_ask"));--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD CONSTRAINT "delivery_contracts_settle_origin" CHECK ("settle_source_id" is null or ("settle_markup_bid" >= 0 and "settle_markup_ask" >= 0 and "settle_source_bid" - "settle_markup_bid" = "settle_bid" and "settle_source_ask" + "settle_markup_ask" = "settle_ask"));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_required_approvals" CHECK ("required_approvals" is null or "required_approvals" in (1, 2));--> statement-breakpoint
-- Feed events are append-only: no statement may change or remove a row, whoever sends it.
CREATE FUNCTION feed_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'feed_events is append-only'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'feed_events_append_only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER feed_events_no_update_delete BEFORE UPDATE OR DELETE ON feed_events
  FOR EACH ROW EXECUTE FUNCTION feed_events_append_only();--> statement-breakpoint
CREATE TRIGGER feed_events_no_truncate BEFORE TRUNCATE ON feed_events
  FOR EACH STATEMENT EXECUTE FUNCTION feed_events_append_only();--> statement-breakpoint
-- Exchange holidays for 2026-2027 (local dates and times of each calendar), from the exchanges'
-- published patterns: NYSE, CME Globex (equity index; COMEX/NYMEX commodities), HKEX and the
-- FX Christmas and New Year closures. Operators keep them up to date (docs/market-data.md).
INSERT INTO market_holidays (calendar, date, closed_from, closed_until, name) VALUES
  ('us_equities', '2026-01-01', NULL, NULL, 'New Year''s Day'),
  ('us_equities', '2026-01-19', NULL, NULL, 'Martin Luther King Jr. Day'),
  ('us_equities', '2026-02-16', NULL, NULL, 'Washington''s Birthday'),
  ('us_equities', '2026-04-03', NULL, NULL, 'Good Friday'),
  ('us_equities', '2026-05-25', NULL, NULL, 'Memorial Day'),
  ('us_equities', '2026-06-19', NULL, NULL, 'Juneteenth'),
  ('us_equities', '2026-07-03', NULL, NULL, 'Independence Day (observed)'),
  ('us_equities', '2026-09-07', NULL, NULL, 'Labor Day'),
  ('us_equities', '2026-11-26', NULL, NULL, 'Thanksgiving Day'),
  ('us_equities', '2026-12-25', NULL, NULL, 'Christmas Day'),
  ('us_equities', '2027-01-01', NULL, NULL, 'New Year''s Day'),
  ('us_equities', '2027-01-18', NULL, NULL, 'Martin Luther King Jr. Day'),
  ('us_equities', '2027-02-15', NULL, NULL, 'Washington''s Birthday'),
  ('us_equities', '2027-03-26', NULL, NULL, 'Good Friday'),
  ('us_equities', '2027-05-31', NULL, NULL, 'Memorial Day'),
  ('us_equities', '2027-06-18', NULL, NULL, 'Juneteenth (observed)'),
  ('us_equities', '2027-07-05', NULL, NULL, 'Independence Day (observed)'),
  ('us_equities', '2027-09-06', NULL, NULL, 'Labor Day'),
  ('us_equities', '2027-11-25', NULL, NULL, 'Thanksgiving Day'),
  ('us_equities', '2027-12-24', NULL, NULL, 'Christmas Day (observed)'),
  ('us_equities', '2026-11-27', '13:00', NULL, 'Early close'),
  ('us_equities', '2026-12-24', '13:00', NULL, 'Early close'),
  ('us_equities', '2027-11-26', '13:00', NULL, 'Early close'),
  ('cme_equity_index', '2026-01-19', '12:00', '17:00', 'Martin Luther King Jr. Day'),
  ('cme_equity_index', '2026-02-16', '12:00', '17:00', 'Washington''s Birthday'),
  ('cme_equity_index', '2026-05-25', '12:00', '17:00', 'Memorial Day'),
  ('cme_equity_index', '2026-06-19', '12:00', '17:00', 'Juneteenth'),
  ('cme_equity_index', '2026-07-03', '12:00', '17:00', 'Independence Day (observed)'),
  ('cme_equity_index', '2026-09-07', '12:00', '17:00', 'Labor Day'),
  ('cme_equity_index', '2026-11-26', '12:00', '17:00', 'Thanksgiving Day'),
  ('cme_equity_index', '2027-01-18', '12:00', '17:00', 'Martin Luther King Jr. Day'),
  ('cme_equity_index', '2027-02-15', '12:00', '17:00', 'Washington''s Birthday'),
  ('cme_equity_index', '2027-05-31', '12:00', '17:00', 'Memorial Day'),
  ('cme_equity_index', '2027-06-18', '12:00', '17:00', 'Juneteenth (observed)'),
  ('cme_equity_index', '2027-07-05', '12:00', '17:00', 'Independence Day (observed)'),
  ('cme_equity_index', '2027-09-06', '12:00', '17:00', 'Labor Day'),
  ('cme_equity_index', '2027-11-25', '12:00', '17:00', 'Thanksgiving Day'),
  ('cme_equity_index', '2026-01-01', NULL, '17:00', 'New Year''s Day'),
  ('cme_equity_index', '2026-04-02', '16:00', NULL, 'Good Friday (no evening session)'),
  ('cme_equity_index', '2026-04-03', NULL, NULL, 'Good Friday'),
  ('cme_equity_index', '2026-11-27', '12:15', NULL, 'Early close'),
  ('cme_equity_index', '2026-12-24', '12:15', NULL, 'Early close'),
  ('cme_equity_index', '2026-12-25', NULL, NULL, 'Christmas Day'),
  ('cme_equity_index', '2026-12-31', '16:00', NULL, 'New Year''s Day (no evening session)'),
  ('cme_equity_index', '2027-01-01', NULL, NULL, 'New Year''s Day'),
  ('cme_equity_index', '2027-03-25', '16:00', NULL, 'Good Friday (no evening session)'),
  ('cme_equity_index', '2027-03-26', NULL, NULL, 'Good Friday'),
  ('cme_equity_index', '2027-11-26', '12:15', NULL, 'Early close'),
  ('cme_equity_index', '2027-12-24', NULL, NULL, 'Christmas Day (observed)'),
  ('cme_commodities', '2026-01-19', '13:30', '17:00', 'Martin Luther King Jr. Day'),
  ('cme_commodities', '2026-02-16', '13:30', '17:00', 'Washington''s Birthday'),
  ('cme_commodities', '2026-05-25', '13:30', '17:00', 'Memorial Day'),
  ('cme_commodities', '2026-06-19', '13:30', '17:00', 'Juneteenth'),
  ('cme_commodities', '2026-07-03', '13:30', '17:00', 'Independence Day (observed)'),
  ('cme_commodities', '2026-09-07', '13:30', '17:00', 'Labor Day'),
  ('cme_commodities', '2026-11-26', '13:30', '17:00', 'Thanksgiving Day'),
  ('cme_commodities', '2027-01-18', '13:30', '17:00', 'Martin Luther King Jr. Day'),
  ('cme_commodities', '2027-02-15', '13:30', '17:00', 'Washington''s Birthday'),
  ('cme_commodities', '2027-05-31', '13:30', '17:00', 'Memorial Day'),
  ('cme_commodities', '2027-06-18', '13:30', '17:00', 'Juneteenth (observed)'),
  ('cme_commodities', '2027-07-05', '13:30', '17:00', 'Independence Day (observed)'),
  ('cme_commodities', '2027-09-06', '13:30', '17:00', 'Labor Day'),
  ('cme_commodities', '2027-11-25', '13:30', '17:00', 'Thanksgiving Day'),
  ('cme_commodities', '2026-01-01', NULL, '17:00', 'New Year''s Day'),
  ('cme_commodities', '2026-04-02', '16:00', NULL, 'Good Friday (no evening session)'),
  ('cme_commodities', '2026-04-03', NULL, NULL, 'Good Friday'),
  ('cme_commodities', '2026-11-27', '12:45', NULL, 'Early close'),
  ('cme_commodities', '2026-12-24', '12:45', NULL, 'Early close'),
  ('cme_commodities', '2026-12-25', NULL, NULL, 'Christmas Day'),
  ('cme_commodities', '2026-12-31', '16:00', NULL, 'New Year''s Day (no evening session)'),
  ('cme_commodities', '2027-01-01', NULL, NULL, 'New Year''s Day'),
  ('cme_commodities', '2027-03-25', '16:00', NULL, 'Good Friday (no evening session)'),
  ('cme_commodities', '2027-03-26', NULL, NULL, 'Good Friday'),
  ('cme_commodities', '2027-11-26', '12:45', NULL, 'Early close'),
  ('cme_commodities', '2027-12-24', NULL, NULL, 'Christmas Day (observed)'),
  ('hkex_index', '2026-01-01', NULL, NULL, 'The first day of January'),
  ('hkex_index', '2026-02-17', NULL, NULL, 'Lunar New Year'),
  ('hkex_index', '2026-02-18', NULL, NULL, 'The second day of Lunar New Year'),
  ('hkex_index', '2026-02-19', NULL, NULL, 'The third day of Lunar New Year'),
  ('hkex_index', '2026-04-03', NULL, NULL, 'Good Friday'),
  ('hkex_index', '2026-04-06', NULL, NULL, 'Easter Monday'),
  ('hkex_index', '2026-04-07', NULL, NULL, 'The day following Ching Ming Festival'),
  ('hkex_index', '2026-05-01', NULL, NULL, 'Labour Day'),
  ('hkex_index', '2026-05-25', NULL, NULL, 'The day following the Birthday of the Buddha'),
  ('hkex_index', '2026-06-19', NULL, NULL, 'Tuen Ng Festival'),
  ('hkex_index', '2026-07-01', NULL, NULL, 'Hong Kong SAR Establishment Day'),
  ('hkex_index', '2026-10-01', NULL, NULL, 'National Day'),
  ('hkex_index', '2026-10-19', NULL, NULL, 'The day following Chung Yeung Festival'),
  ('hkex_index', '2026-12-25', NULL, NULL, 'Christmas Day'),
  ('fx', '2026-12-24', '17:00', NULL, 'Christmas'),
  ('fx', '2026-12-25', NULL, '17:00', 'Christmas'),
  ('fx', '2026-12-31', '17:00', NULL, 'New Year''s Day'),
  ('fx', '2027-01-01', NULL, '17:00', 'New Year''s Day');
