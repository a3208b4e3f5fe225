CREATE TABLE "webinar_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "webinar_attendance_ck" CHECK (left_at IS NULL OR left_at >= joined_at)
);
--> statement-breakpoint
CREATE TABLE "webinar_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webinar_messages_kind_ck" CHECK (kind IN ('chat', 'question')),
	CONSTRAINT "webinar_messages_answer_ck" CHECK (answered_at IS NULL OR kind = 'question'),
	CONSTRAINT "webinar_messages_upvotes_ck" CHECK (upvotes >= 0)
);
--> statement-breakpoint
CREATE TABLE "webinar_people" (
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"muted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webinar_people_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id"),
	CONSTRAINT "webinar_people_role_ck" CHECK (role BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "webinar_question_votes" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "webinar_question_votes_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text NOT NULL,
	"speakers" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"required_minutes" integer NOT NULL,
	"stream_kind" varchar(12) DEFAULT 'hls' NOT NULL,
	"stream_url" varchar(500),
	"recording_kind" varchar(12),
	"recording_url" varchar(500),
	"published" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_time_ck" CHECK (ends_at > starts_at),
	CONSTRAINT "webinars_capacity_ck" CHECK (capacity BETWEEN 1 AND 10000),
	CONSTRAINT "webinars_required_ck" CHECK (required_minutes >= 0),
	CONSTRAINT "webinars_stream_kind_ck" CHECK (stream_kind IN ('hls', 'videoLink')),
	CONSTRAINT "webinars_recording_ck" CHECK ((recording_url IS NULL) = (recording_kind IS NULL) AND (recording_kind IS NULL OR recording_kind IN ('hls', 'videoLink')))
);
--> statement-breakpoint
ALTER TABLE "webinar_attendance" ADD CONSTRAINT "webinar_attendance_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_attendance" ADD CONSTRAINT "webinar_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_messages" ADD CONSTRAINT "webinar_messages_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_messages" ADD CONSTRAINT "webinar_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_messages" ADD CONSTRAINT "webinar_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_messages" ADD CONSTRAINT "webinar_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_people" ADD CONSTRAINT "webinar_people_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_people" ADD CONSTRAINT "webinar_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_question_votes" ADD CONSTRAINT "webinar_question_votes_message_id_webinar_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."webinar_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_question_votes" ADD CONSTRAINT "webinar_question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_attendance_idx" ON "webinar_attendance" USING btree ("webinar_id","user_id");--> statement-breakpoint
CREATE INDEX "webinar_messages_webinar_idx" ON "webinar_messages" USING btree ("webinar_id","id");--> statement-breakpoint
CREATE INDEX "webinar_people_user_idx" ON "webinar_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_starts_idx" ON "webinars" USING btree ("starts_at");