-- Sessions begun before users.sessions_valid_from are over (app and back-office): set when the password is changed or
-- reset and when an operator locks sign-in, so unlocking an operator does not bring an old back-office session back.
-- request_fingerprint: what an order or contract's idempotency key was first used for; the same key with a different
-- request is refused (product.md §5.12). Rows from before have none and replay as before.
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "delivery_contracts" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "request_fingerprint" text;