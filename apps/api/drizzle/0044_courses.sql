CREATE TABLE "learning_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_courses_price_ck" CHECK (price_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"enrolled_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "learning_enrolments_paid_ck" CHECK (price_paise = 0 OR paid_at IS NULL OR order_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position_seconds" real NOT NULL,
	"furthest_seconds" real NOT NULL,
	"watched_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "learning_progress_ck" CHECK (position_seconds >= 0 AND furthest_seconds >= position_seconds)
);
--> statement-breakpoint
CREATE TABLE "learning_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(160) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"source" varchar(500) NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "learning_videos_kind_ck" CHECK (kind IN ('file', 'hls', 'platform')),
	CONSTRAINT "learning_videos_duration_ck" CHECK (duration_seconds > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_type_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_address_ck";--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_entity_ck";--> statement-breakpoint
ALTER TABLE "learning_courses" ADD CONSTRAINT "learning_courses_category_id_learning_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."learning_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_video_id_learning_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."learning_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_topics" ADD CONSTRAINT "learning_topics_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_topic_id_learning_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."learning_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_courses_category_idx" ON "learning_courses" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_enrolments_uq" ON "learning_enrolments" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "learning_enrolments_user_idx" ON "learning_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "learning_enrolments_order_idx" ON "learning_enrolments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_topics_position_uq" ON "learning_topics" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_videos_position_uq" ON "learning_videos" USING btree ("topic_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_ck" CHECK (order_type IN (3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_ck" CHECK (order_type IN (4, 6) OR (delivery_address IS NOT NULL AND billing_address IS NOT NULL));--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_entity_ck" CHECK (entity_type IN ('doctor', 'clinic', 'medicine', 'article', 'event', 'glossary', 'quiz', 'feed', 'webinar', 'lms_category', 'lms_course', 'lms_topic', 'lms_video') AND entity_id > 0);