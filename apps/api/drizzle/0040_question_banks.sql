CREATE TABLE "quiz_attempt_questions" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quiz_attempt_questions_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_draw_banks" (
	"quiz_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	CONSTRAINT "quiz_draw_banks_quiz_id_bank_id_pk" PRIMARY KEY("quiz_id","bank_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_items" (
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quiz_items_quiz_id_position_pk" PRIMARY KEY("quiz_id","position")
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "bank_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "difficulty" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "image_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "previous_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "pass_percent" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "selection" varchar(8) DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draw_count" smallint;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draw_difficulty" smallint;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draw_tag" varchar(40);--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_banks" ADD CONSTRAINT "quiz_banks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_draw_banks" ADD CONSTRAINT "quiz_draw_banks_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_draw_banks" ADD CONSTRAINT "quiz_draw_banks_bank_id_quiz_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."quiz_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_items" ADD CONSTRAINT "quiz_items_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_items" ADD CONSTRAINT "quiz_items_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_questions_uq" ON "quiz_attempt_questions" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_questions_question_idx" ON "quiz_attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_items_question_uq" ON "quiz_items" USING btree ("quiz_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_items_question_idx" ON "quiz_items" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_bank_id_quiz_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."quiz_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_previous_id_quiz_questions_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."quiz_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_replaced_by_id_quiz_questions_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."quiz_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_questions_bank_idx" ON "quiz_questions" USING btree ("bank_id");--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_difficulty_ck" CHECK (difficulty BETWEEN 1 AND 3);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_pass_ck" CHECK (pass_percent BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_selection_ck" CHECK (selection IN ('fixed', 'random') AND (selection = 'fixed' OR draw_count BETWEEN 1 AND 100));--> statement-breakpoint
-- Data: each existing quiz's questions become a bank of their own (same id as the quiz), which the quiz takes as
-- a fixed selection in the same order; every existing attempt gets the questions it was given (decision 066).
INSERT INTO "quiz_banks" ("id", "title", "description", "created_at", "updated_at") SELECT q."id", left(q."title", 120), q."description", q."created_at", q."created_at" FROM "quizzes" q WHERE EXISTS (SELECT 1 FROM "quiz_questions" qq WHERE qq."quiz_id" = q."id");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('quiz_banks', 'id'), COALESCE((SELECT max("id") FROM "quiz_banks"), 1), (SELECT count(*) > 0 FROM "quiz_banks"));--> statement-breakpoint
UPDATE "quiz_questions" qq SET "bank_id" = qq."quiz_id", "references" = jsonb_build_array(qq."reference"), "difficulty" = q."difficulty" FROM "quizzes" q WHERE q."id" = qq."quiz_id";--> statement-breakpoint
INSERT INTO "quiz_items" ("quiz_id", "question_id", "position") SELECT "quiz_id", "id", "position" FROM "quiz_questions";--> statement-breakpoint
INSERT INTO "quiz_attempt_questions" ("attempt_id", "question_id", "position") SELECT a."id", qq."id", qq."position" FROM "quiz_attempts" a JOIN "quiz_questions" qq ON qq."quiz_id" = a."quiz_id";--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk";
--> statement-breakpoint
DROP INDEX "quiz_questions_position_uq";--> statement-breakpoint
ALTER TABLE "quiz_questions" ALTER COLUMN "bank_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP COLUMN "quiz_id";--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP COLUMN "reference";
