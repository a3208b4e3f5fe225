CREATE TABLE "app_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"user_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_purpose_ck" CHECK (purpose IN ('register', 'login', 'update'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(300),
	"ip" varchar(64),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ext_user_id" varchar(32) NOT NULL,
	"email" varchar(254),
	"country_code" smallint DEFAULT 91 NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"salutation" smallint,
	"doctor_category" smallint DEFAULT 0 NOT NULL,
	"profile_pic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_ext_user_id_unique" UNIQUE("ext_user_id"),
	CONSTRAINT "users_user_type_ck" CHECK (user_type IN (1, 2, 3, 4, 5, 6, 7, 8)),
	CONSTRAINT "users_status_ck" CHECK (status IN (1, 2)),
	CONSTRAINT "users_salutation_ck" CHECK (salutation IS NULL OR salutation IN (1, 2, 3, 4)),
	CONSTRAINT "users_doctor_category_ck" CHECK (doctor_category IN (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "users_mobile_ck" CHECK (mobile_number ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"template" varchar(64) NOT NULL,
	"body" text NOT NULL,
	"meta" jsonb,
	"provider" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_idx" ON "otp_codes" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_active_uq" ON "users" USING btree ("mobile_number") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");