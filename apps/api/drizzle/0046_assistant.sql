CREATE TABLE "assistant_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"reaction" smallint NOT NULL,
	"options" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"other_text" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_feedback_reaction_ck" CHECK (reaction IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "assistant_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_key" varchar(64),
	"question" varchar(300) NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"outcome" varchar(12) DEFAULT 'answered' NOT NULL,
	"composer" varchar(12) DEFAULT 'extractive' NOT NULL,
	"caution" boolean DEFAULT false NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_questions_owner_ck" CHECK ((user_id IS NULL) <> (visitor_key IS NULL)),
	CONSTRAINT "assistant_questions_outcome_ck" CHECK (outcome IN ('answered', 'no_sources', 'emergency'))
);
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_entity_ck";--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_question_id_assistant_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assistant_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_questions" ADD CONSTRAINT "assistant_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_feedback_question_uq" ON "assistant_feedback" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "assistant_feedback_created_idx" ON "assistant_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assistant_questions_user_idx" ON "assistant_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assistant_questions_visitor_idx" ON "assistant_questions" USING btree ("visitor_key","created_at");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_entity_ck" CHECK (entity_type IN ('doctor', 'clinic', 'medicine', 'article', 'event', 'glossary', 'quiz', 'feed', 'webinar', 'lms_category', 'lms_course', 'lms_topic', 'lms_video', 'answer') AND entity_id > 0);