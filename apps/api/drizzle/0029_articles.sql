CREATE TABLE "article_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"alt" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"demo_scene" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_images_size_ck" CHECK (width > 0 AND height > 0)
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(10) NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body_html" text NOT NULL,
	"seo_title" varchar(70) NOT NULL,
	"seo_description" varchar(170) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_type" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"category" varchar(60) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"cover_image_id" uuid,
	"gallery_image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_url" varchar(300),
	"author_id" integer,
	"seo_title" varchar(70) DEFAULT '' NOT NULL,
	"seo_description" varchar(170) DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"translation_id" integer,
	"reading_minutes" smallint DEFAULT 1 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, coalesce(title, '')), 'A') || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, coalesce(summary, '')), 'B') || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, coalesce(body_text, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_media_ck" CHECK (media_type IN ('blogs', 'news', 'photos', 'videos', 'shorts')),
	CONSTRAINT "articles_language_ck" CHECK (language IN ('en', 'hi')),
	CONSTRAINT "articles_status_ck" CHECK (status IN ('draft', 'scheduled', 'published')),
	CONSTRAINT "articles_scheduled_ck" CHECK (status = 'draft' OR publish_at IS NOT NULL),
	CONSTRAINT "articles_slug_ck" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND category ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "articles_translation_ck" CHECK (translation_id IS NULL OR translation_id <> id)
);
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_entity_ck";--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","saved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_path_uq" ON "articles" USING btree ("media_type","language","category","slug");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("media_type","language","publish_at");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_entity_ck" CHECK (entity_type IN ('doctor', 'clinic', 'medicine', 'article') AND entity_id > 0);