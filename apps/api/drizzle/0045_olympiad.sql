CREATE TABLE "olympiad_answers" (
	"participant_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"chosen" jsonb,
	"is_correct" boolean,
	"time_taken_ms" integer,
	CONSTRAINT "olympiad_answers_participant_id_question_id_pk" PRIMARY KEY("participant_id","question_id"),
	CONSTRAINT "olympiad_answers_once_ck" CHECK ((answered_at IS NULL) = (chosen IS NULL) AND (answered_at IS NULL) = (is_correct IS NULL) AND (answered_at IS NULL) = (time_taken_ms IS NULL))
);
--> statement-breakpoint
CREATE TABLE "olympiad_day_scores" (
	"participant_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"time_taken_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "olympiad_day_scores_participant_id_day_id_pk" PRIMARY KEY("participant_id","day_id")
);
--> statement-breakpoint
CREATE TABLE "olympiad_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"olympiad_id" integer NOT NULL,
	"day_number" smallint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	CONSTRAINT "olympiad_days_window_ck" CHECK (closes_at > opens_at)
);
--> statement-breakpoint
CREATE TABLE "olympiad_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"olympiad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"time_taken_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "olympiad_participants_totals_ck" CHECK (score >= 0 AND answered >= score AND time_taken_ms >= 0)
);
--> statement-breakpoint
CREATE TABLE "olympiad_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"reference" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "olympiad_questions_kind_ck" CHECK (kind IN ('single', 'multiple')),
	CONSTRAINT "olympiad_questions_options_ck" CHECK (jsonb_array_length(options) BETWEEN 2 AND 6),
	CONSTRAINT "olympiad_questions_correct_ck" CHECK (jsonb_array_length(correct) >= 1 AND (kind = 'multiple' OR jsonb_array_length(correct) = 1))
);
--> statement-breakpoint
CREATE TABLE "olympiads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"demo_key" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "olympiads_window_ck" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "olympiad_answers" ADD CONSTRAINT "olympiad_answers_participant_id_olympiad_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."olympiad_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_answers" ADD CONSTRAINT "olympiad_answers_question_id_olympiad_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."olympiad_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_answers" ADD CONSTRAINT "olympiad_answers_day_id_olympiad_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."olympiad_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_day_scores" ADD CONSTRAINT "olympiad_day_scores_participant_id_olympiad_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."olympiad_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_day_scores" ADD CONSTRAINT "olympiad_day_scores_day_id_olympiad_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."olympiad_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_days" ADD CONSTRAINT "olympiad_days_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participants" ADD CONSTRAINT "olympiad_participants_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_participants" ADD CONSTRAINT "olympiad_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_questions" ADD CONSTRAINT "olympiad_questions_day_id_olympiad_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."olympiad_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "olympiad_answers_question_idx" ON "olympiad_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "olympiad_day_scores_board_idx" ON "olympiad_day_scores" USING btree ("day_id","score" DESC NULLS LAST,"time_taken_ms","participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_days_number_uq" ON "olympiad_days" USING btree ("olympiad_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_participants_user_uq" ON "olympiad_participants" USING btree ("olympiad_id","user_id");--> statement-breakpoint
CREATE INDEX "olympiad_participants_board_idx" ON "olympiad_participants" USING btree ("olympiad_id","score" DESC NULLS LAST,"time_taken_ms","id") WHERE answered > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_questions_position_uq" ON "olympiad_questions" USING btree ("day_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiads_demo_key_uq" ON "olympiads" USING btree ("demo_key");--> statement-breakpoint
CREATE INDEX "olympiads_window_idx" ON "olympiads" USING btree ("starts_at","ends_at");