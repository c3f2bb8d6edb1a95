ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Four-eyes threshold for withdrawals (docs/backoffice.md): a withdrawal whose USD equivalent is above it needs two finance operators' approvals.
INSERT INTO "app_settings" ("key", "value") VALUES ('backoffice.four_eyes', '{"withdrawal_amount_usd": "10000"}'::jsonb) ON CONFLICT ("key") DO NOTHING;
