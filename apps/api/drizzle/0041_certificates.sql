CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"context" varchar(16) NOT NULL,
	"subject_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"achievement" jsonb NOT NULL,
	"merit" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(300),
	"revoked_by" integer,
	CONSTRAINT "certificates_context_ck" CHECK (context IN ('quiz', 'webinar', 'lms', 'olympiad')),
	CONSTRAINT "certificates_public_id_ck" CHECK (public_id ~ '^[0-9A-HJKMNP-TV-Z]{24}$'),
	CONSTRAINT "certificates_revoked_ck" CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_public_id_uq" ON "certificates" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_subject_uq" ON "certificates" USING btree ("user_id","context","subject_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");