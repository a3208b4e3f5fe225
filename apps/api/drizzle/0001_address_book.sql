CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer,
	"contact_person_name" varchar(100) NOT NULL,
	"contact_person_phone" varchar(10) NOT NULL,
	"alt_mobile" varchar(10),
	"address" varchar(250) NOT NULL,
	"landmark" varchar(200),
	"city" varchar(30) NOT NULL,
	"state" smallint NOT NULL,
	"pin_code" char(6) NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"is_billing" smallint DEFAULT 0 NOT NULL,
	"legal_entity_name" varchar(200),
	"gst" char(15),
	"gst_verified" boolean DEFAULT false NOT NULL,
	"trade_name" varchar(200),
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_flags_ck" CHECK (is_default IN (0, 1) AND is_billing IN (0, 1)),
	CONSTRAINT "addresses_pin_ck" CHECK (pin_code ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "gst_registry" (
	"gstin" char(15) PRIMARY KEY NOT NULL,
	"legal_name" varchar(200) NOT NULL,
	"trade_name" varchar(200),
	"status" varchar(20) DEFAULT 'Active' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" char(6) PRIMARY KEY NOT NULL,
	"city" varchar(80) NOT NULL,
	"district" varchar(80) NOT NULL,
	"state_id" smallint NOT NULL,
	"offices" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "pincodes_pincode_ck" CHECK (pincode ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "serviceable_pincodes" (
	"prefix" varchar(6) PRIMARY KEY NOT NULL,
	"serviceable" boolean NOT NULL,
	"b2b_serviceable" boolean NOT NULL,
	"cod_available" boolean DEFAULT true NOT NULL,
	"note" varchar(200),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serviceable_prefix_ck" CHECK (prefix ~ '^[0-9]{0,6}$')
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"state_code" char(2) NOT NULL,
	"country_id" smallint DEFAULT 101 NOT NULL,
	CONSTRAINT "states_state_code_unique" UNIQUE("state_code")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"pincode" char(6) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"city" varchar(30),
	"state" smallint,
	"pin_code" char(6),
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_states_id_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_state_states_id_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id",coalesce("patient_id", 0)) WHERE is_default = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_billing_uq" ON "addresses" USING btree ("user_id",coalesce("patient_id", 0)) WHERE is_billing = 1;--> statement-breakpoint
CREATE INDEX "pincodes_state_idx" ON "pincodes" USING btree ("state_id");