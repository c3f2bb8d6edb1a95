CREATE TABLE "id_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"country" text NOT NULL,
	"real_name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"front_photo_id" uuid NOT NULL,
	"back_photo_id" uuid NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "identity_verifications_reason" CHECK (("identity_verifications"."status" = 'rejected') = ("identity_verifications"."rejection_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "id_photos" ADD CONSTRAINT "id_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_front_photo_id_id_photos_id_fk" FOREIGN KEY ("front_photo_id") REFERENCES "public"."id_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_back_photo_id_id_photos_id_fk" FOREIGN KEY ("back_photo_id") REFERENCES "public"."id_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_photos_user_idx" ON "id_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_verified" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'verified';