ALTER TABLE "trading_positions" ADD COLUMN "part_of" bigint;--> statement-breakpoint
ALTER TABLE "trading_positions" ADD CONSTRAINT "trading_positions_part_of_trading_positions_id_fk" FOREIGN KEY ("part_of") REFERENCES "public"."trading_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A partial close (product.md §10.16) reduces an open position: its lots, margin and open fee may only
-- go down, all three together (the part's share moves to the closed part's own row); every other
-- term, and the part a row was split from, stays as it was opened.
CREATE OR REPLACE FUNCTION trading_positions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
     OR NEW.leverage <> OLD.leverage OR NEW.contract_size <> OLD.contract_size
     OR NEW.fee_rate <> OLD.fee_rate OR NEW.quote_currency <> OLD.quote_currency
     OR NEW.open_price <> OLD.open_price OR NEW.opened_at <> OLD.opened_at
     OR NEW.part_of IS DISTINCT FROM OLD.part_of
     OR NOT (
       (NEW.lots = OLD.lots AND NEW.margin = OLD.margin AND NEW.open_fee = OLD.open_fee)
       OR (NEW.lots < OLD.lots AND NEW.margin < OLD.margin AND NEW.open_fee <= OLD.open_fee
           AND NEW.status = 'open')
     ) THEN
    RAISE EXCEPTION 'a position keeps the terms and price it was opened with'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trading_positions_immutable_open';
  END IF;
  RETURN NEW;
END
$$;
