CREATE TABLE "content_article_texts" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_article_texts_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"topic" text,
	"cover_image" text,
	"published_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_articles_slug" CHECK ("content_articles"."slug" ~ '^[a-z0-9-]{1,64}$'),
	CONSTRAINT "content_articles_topic" CHECK (("content_articles"."category" = 'help') = ("content_articles"."topic" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_banner_texts" (
	"banner_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "content_banner_texts_banner_id_lang_pk" PRIMARY KEY("banner_id","lang")
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"article_id" integer,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_banners_url" CHECK ("content_banners"."url" is null or "content_banners"."url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_length" CHECK (char_length("feedback"."content") between 1 and 140)
);
--> statement-breakpoint
ALTER TABLE "content_article_texts" ADD CONSTRAINT "content_article_texts_article_id_content_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_banner_texts" ADD CONSTRAINT "content_banner_texts_banner_id_content_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."content_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_article_id_content_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_articles_listing" ON "content_articles" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "feedback_user" ON "feedback" USING btree ("user_id","id");