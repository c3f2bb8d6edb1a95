CREATE TABLE "deposit_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 8) NOT NULL,
	"tx_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deposit_notices_amount_positive" CHECK ("deposit_notices"."amount" > 0),
	CONSTRAINT "deposit_notices_tx_ref_length" CHECK (char_length("deposit_notices"."tx_ref") between 1 and 128)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"chain" text,
	"address" text,
	"country" text,
	"holder_name" text,
	"card_number" text,
	"bank_name" text,
	"branch_name" text,
	"branch_number" text,
	"usable_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "withdrawal_destinations_shape" CHECK (("withdrawal_destinations"."kind" = 'wallet' and "withdrawal_destinations"."chain" is not null and "withdrawal_destinations"."address" is not null)
        or ("withdrawal_destinations"."kind" = 'bank' and "withdrawal_destinations"."card_number" is not null and "withdrawal_destinations"."holder_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"destination_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 8) NOT NULL,
	"fee" numeric(36, 8) NOT NULL,
	"net" numeric(36, 8) NOT NULL,
	"destination_label" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"external_ref" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_idempotency" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."fee" >= 0 and "withdrawals"."net" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."net")
);
--> statement-breakpoint
ALTER TABLE "deposit_notices" ADD CONSTRAINT "deposit_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_destinations" ADD CONSTRAINT "withdrawal_destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_destination_id_withdrawal_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."withdrawal_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_notices_user" ON "deposit_notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_notices_status" ON "deposit_notices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawal_destinations_user" ON "withdrawal_destinations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");