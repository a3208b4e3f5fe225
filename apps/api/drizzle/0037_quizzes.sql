CREATE TABLE "quiz_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"chosen" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"score" smallint,
	"total" smallint NOT NULL,
	CONSTRAINT "quiz_attempts_deadline_ck" CHECK (deadline_at > started_at),
	CONSTRAINT "quiz_attempts_finished_ck" CHECK ((finished_at IS NULL) = (score IS NULL)),
	CONSTRAINT "quiz_attempts_score_ck" CHECK (score IS NULL OR (score BETWEEN 0 AND total))
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"reference" varchar(200) NOT NULL,
	CONSTRAINT "quiz_questions_kind_ck" CHECK (kind IN ('single', 'multiple')),
	CONSTRAINT "quiz_questions_options_ck" CHECK (jsonb_array_length(options) BETWEEN 2 AND 6),
	CONSTRAINT "quiz_questions_correct_ck" CHECK (jsonb_array_length(correct) >= 1 AND (kind = 'multiple' OR jsonb_array_length(correct) = 1))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(160) NOT NULL,
	"topic" varchar(80) NOT NULL,
	"description" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_difficulty_ck" CHECK (difficulty BETWEEN 1 AND 3),
	CONSTRAINT "quizzes_time_ck" CHECK (time_limit_seconds BETWEEN 30 AND 10800)
);
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_entity_ck";--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_active_uq" ON "quiz_attempts" USING btree ("quiz_id","user_id") WHERE finished_at IS NULL;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_position_uq" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_created_idx" ON "quizzes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_entity_ck" CHECK (entity_type IN ('doctor', 'clinic', 'medicine', 'article', 'event', 'glossary', 'quiz') AND entity_id > 0);