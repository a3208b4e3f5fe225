CREATE TABLE "care_clinic_doctors" (
	"clinic_id" integer NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_clinic_doctors_clinic_id_doctor_user_id_pk" PRIMARY KEY("clinic_id","doctor_user_id")
);
--> statement-breakpoint
CREATE TABLE "care_clinic_hours" (
	"clinic_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_min" smallint NOT NULL,
	"closes_min" smallint NOT NULL,
	CONSTRAINT "care_clinic_hours_clinic_id_weekday_opens_min_pk" PRIMARY KEY("clinic_id","weekday","opens_min"),
	CONSTRAINT "care_clinic_hours_ck" CHECK (weekday BETWEEN 0 AND 6 AND opens_min >= 0 AND closes_min <= 1440 AND opens_min < closes_min)
);
--> statement-breakpoint
CREATE TABLE "care_clinic_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"caption" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_clinics" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"city" varchar(60) NOT NULL,
	"city_slug" varchar(60) NOT NULL,
	"locality" varchar(100),
	"address" varchar(250) NOT NULL,
	"pin_code" char(6) NOT NULL,
	"state_id" smallint,
	"latitude" double precision,
	"longitude" double precision,
	"phone" varchar(10),
	"about" text,
	"medical_system" smallint DEFAULT 1 NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_clinics_system_ck" CHECK (medical_system IN (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "care_clinics_pin_ck" CHECK (pin_code ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "care_clinics_rating_ck" CHECK (rating_total >= 0 AND rating_count >= 0),
	CONSTRAINT "care_clinics_slug_ck" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND city_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "care_doctors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"city" varchar(60) NOT NULL,
	"city_slug" varchar(60) NOT NULL,
	"locality" varchar(100),
	"pin_code" char(6),
	"latitude" double precision,
	"longitude" double precision,
	"medical_system" smallint DEFAULT 1 NOT NULL,
	"experience_years" smallint DEFAULT 0 NOT NULL,
	"headline" varchar(160),
	"fee_video_paise" integer,
	"fee_clinic_paise" integer,
	"cancel_before_hours" smallint DEFAULT 4 NOT NULL,
	"reschedule_before_hours" smallint DEFAULT 4 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_doctors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "care_doctors_system_ck" CHECK (medical_system IN (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "care_doctors_experience_ck" CHECK (experience_years BETWEEN 0 AND 70),
	CONSTRAINT "care_doctors_fees_ck" CHECK ((fee_video_paise IS NULL OR fee_video_paise >= 0) AND (fee_clinic_paise IS NULL OR fee_clinic_paise >= 0)),
	CONSTRAINT "care_doctors_rules_ck" CHECK (cancel_before_hours BETWEEN 0 AND 168 AND reschedule_before_hours BETWEEN 0 AND 168),
	CONSTRAINT "care_doctors_rating_ck" CHECK (rating_total >= 0 AND rating_count >= 0),
	CONSTRAINT "care_doctors_slug_ck" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND city_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "care_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_user_id" integer,
	"clinic_id" integer,
	"appointment_id" integer,
	"reviewer_user_id" integer,
	"reviewer_name" varchar(100) NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_reviews_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "care_reviews_rating_ck" CHECK (rating BETWEEN 1 AND 5),
	CONSTRAINT "care_reviews_subject_ck" CHECK (doctor_user_id IS NOT NULL OR clinic_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "care_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"weekday" smallint,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	"label" varchar(60),
	CONSTRAINT "care_breaks_time_ck" CHECK ((weekday IS NULL OR weekday BETWEEN 0 AND 6) AND start_min >= 0 AND end_min <= 1440 AND start_min < end_min)
);
--> statement-breakpoint
CREATE TABLE "care_days_off" (
	"doctor_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" varchar(100),
	CONSTRAINT "care_days_off_doctor_user_id_day_pk" PRIMARY KEY("doctor_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "care_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"mode" smallint NOT NULL,
	"clinic_id" integer,
	"weekday" smallint NOT NULL,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_timings_mode_ck" CHECK ((mode = 0 AND clinic_id IS NULL) OR (mode = 1 AND clinic_id IS NOT NULL)),
	CONSTRAINT "care_timings_time_ck" CHECK (weekday BETWEEN 0 AND 6 AND start_min >= 0 AND end_min <= 1440 AND start_min < end_min),
	CONSTRAINT "care_timings_slot_ck" CHECK (slot_minutes BETWEEN 5 AND 120 AND slot_minutes <= end_min - start_min)
);
--> statement-breakpoint
CREATE TABLE "care_appointment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"full_name" varchar(100) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"pin_code" char(6) NOT NULL,
	"city" varchar(80),
	"problem" varchar(500) NOT NULL,
	"appointment_type" smallint NOT NULL,
	"doctor_user_id" integer,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_requests_type_ck" CHECK (appointment_type IN (0, 1, 2)),
	CONSTRAINT "care_requests_status_ck" CHECK (status IN ('new', 'accepted', 'declined')),
	CONSTRAINT "care_requests_mobile_ck" CHECK (mobile ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "care_requests_pin_ck" CHECK (pin_code ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "care_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"patient_user_id" integer NOT NULL,
	"member_patient_id" integer,
	"mode" smallint NOT NULL,
	"clinic_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(16) NOT NULL,
	"payment" varchar(8) NOT NULL,
	"fee_paise" integer NOT NULL,
	"order_id" integer,
	"reason" varchar(500),
	"rescheduled_from_id" integer,
	"request_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" varchar(300),
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_appointments_mode_ck" CHECK ((mode = 0 AND clinic_id IS NULL) OR (mode = 1 AND clinic_id IS NOT NULL)),
	CONSTRAINT "care_appointments_time_ck" CHECK (starts_at < ends_at),
	CONSTRAINT "care_appointments_status_ck" CHECK (status IN ('pending_payment', 'booked', 'completed', 'no_show', 'cancelled')),
	CONSTRAINT "care_appointments_payment_ck" CHECK (payment IN ('clinic', 'online')),
	CONSTRAINT "care_appointments_fee_ck" CHECK (fee_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "care_lead_dismissals" (
	"request_id" integer NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_lead_dismissals_request_id_doctor_user_id_pk" PRIMARY KEY("request_id","doctor_user_id")
);
--> statement-breakpoint
CREATE TABLE "care_member_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"relation" varchar(16) NOT NULL,
	"gender" smallint,
	"date_of_birth" date,
	"mobile" varchar(10),
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_member_patients_relation_ck" CHECK (relation IN ('spouse', 'child', 'parent', 'sibling', 'grandparent', 'other')),
	CONSTRAINT "care_member_patients_gender_ck" CHECK (gender IS NULL OR gender IN (1, 2, 3)),
	CONSTRAINT "care_member_patients_mobile_ck" CHECK (mobile IS NULL OR mobile ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "care_prescription_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"dose" varchar(80) NOT NULL,
	"duration" varchar(60) NOT NULL,
	"instructions" varchar(200),
	"quantity" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "care_prescription_items_qty_ck" CHECK (quantity BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "care_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"diagnosis" varchar(300),
	"advice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_prescriptions_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "care_medical_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_user_id" integer,
	"member_patient_id" integer,
	"patient_link_id" integer,
	"upload_id" uuid NOT NULL,
	"title" varchar(120) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_medical_records_owner_ck" CHECK (patient_user_id IS NOT NULL OR patient_link_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "care_patient_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"patient_user_id" integer,
	"member_patient_id" integer,
	"full_name" varchar(100) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"gender" smallint,
	"date_of_birth" date,
	"address_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_patient_links_mobile_ck" CHECK (mobile ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "care_patient_links_gender_ck" CHECK (gender IS NULL OR gender IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "care_patient_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_link_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"appointment_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "care_clinic_doctors" ADD CONSTRAINT "care_clinic_doctors_clinic_id_care_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."care_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_clinic_doctors" ADD CONSTRAINT "care_clinic_doctors_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_clinic_hours" ADD CONSTRAINT "care_clinic_hours_clinic_id_care_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."care_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_clinic_photos" ADD CONSTRAINT "care_clinic_photos_clinic_id_care_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."care_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_clinic_photos" ADD CONSTRAINT "care_clinic_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_clinics" ADD CONSTRAINT "care_clinics_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_clinics" ADD CONSTRAINT "care_clinics_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_doctors" ADD CONSTRAINT "care_doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reviews" ADD CONSTRAINT "care_reviews_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reviews" ADD CONSTRAINT "care_reviews_clinic_id_care_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."care_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reviews" ADD CONSTRAINT "care_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_breaks" ADD CONSTRAINT "care_breaks_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_days_off" ADD CONSTRAINT "care_days_off_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_timings" ADD CONSTRAINT "care_timings_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_timings" ADD CONSTRAINT "care_timings_clinic_id_care_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."care_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointment_requests" ADD CONSTRAINT "care_appointment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointment_requests" ADD CONSTRAINT "care_appointment_requests_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_member_patient_id_care_member_patients_id_fk" FOREIGN KEY ("member_patient_id") REFERENCES "public"."care_member_patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_clinic_id_care_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."care_clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_lead_dismissals" ADD CONSTRAINT "care_lead_dismissals_request_id_care_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."care_appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_lead_dismissals" ADD CONSTRAINT "care_lead_dismissals_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_member_patients" ADD CONSTRAINT "care_member_patients_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_prescription_items" ADD CONSTRAINT "care_prescription_items_prescription_id_care_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."care_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_prescription_items" ADD CONSTRAINT "care_prescription_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_prescriptions" ADD CONSTRAINT "care_prescriptions_appointment_id_care_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."care_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_medical_records" ADD CONSTRAINT "care_medical_records_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_medical_records" ADD CONSTRAINT "care_medical_records_member_patient_id_care_member_patients_id_fk" FOREIGN KEY ("member_patient_id") REFERENCES "public"."care_member_patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_medical_records" ADD CONSTRAINT "care_medical_records_patient_link_id_care_patient_links_id_fk" FOREIGN KEY ("patient_link_id") REFERENCES "public"."care_patient_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_medical_records" ADD CONSTRAINT "care_medical_records_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_medical_records" ADD CONSTRAINT "care_medical_records_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_links" ADD CONSTRAINT "care_patient_links_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_links" ADD CONSTRAINT "care_patient_links_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_links" ADD CONSTRAINT "care_patient_links_member_patient_id_care_member_patients_id_fk" FOREIGN KEY ("member_patient_id") REFERENCES "public"."care_member_patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_links" ADD CONSTRAINT "care_patient_links_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_notes" ADD CONSTRAINT "care_patient_notes_patient_link_id_care_patient_links_id_fk" FOREIGN KEY ("patient_link_id") REFERENCES "public"."care_patient_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_notes" ADD CONSTRAINT "care_patient_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_patient_notes" ADD CONSTRAINT "care_patient_notes_appointment_id_care_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."care_appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_clinic_doctors_doctor_idx" ON "care_clinic_doctors" USING btree ("doctor_user_id");--> statement-breakpoint
CREATE INDEX "care_clinic_photos_clinic_idx" ON "care_clinic_photos" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_clinics_city_slug_uq" ON "care_clinics" USING btree ("city_slug","slug");--> statement-breakpoint
CREATE INDEX "care_clinics_owner_idx" ON "care_clinics" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "care_doctors_city_idx" ON "care_doctors" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "care_reviews_doctor_idx" ON "care_reviews" USING btree ("doctor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "care_reviews_clinic_idx" ON "care_reviews" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "care_breaks_doctor_idx" ON "care_breaks" USING btree ("doctor_user_id");--> statement-breakpoint
CREATE INDEX "care_timings_doctor_idx" ON "care_timings" USING btree ("doctor_user_id","weekday");--> statement-breakpoint
CREATE INDEX "care_requests_doctor_idx" ON "care_appointment_requests" USING btree ("doctor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "care_requests_status_idx" ON "care_appointment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "care_appointments_doctor_slot_uq" ON "care_appointments" USING btree ("doctor_user_id","starts_at") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "care_appointments_doctor_idx" ON "care_appointments" USING btree ("doctor_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "care_appointments_patient_idx" ON "care_appointments" USING btree ("patient_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "care_member_patients_parent_idx" ON "care_member_patients" USING btree ("parent_user_id");--> statement-breakpoint
CREATE INDEX "care_prescription_items_rx_idx" ON "care_prescription_items" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "care_medical_records_patient_idx" ON "care_medical_records" USING btree ("patient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "care_medical_records_link_idx" ON "care_medical_records" USING btree ("patient_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_patient_links_uq" ON "care_patient_links" USING btree ("doctor_user_id","mobile",coalesce("member_patient_id", 0));--> statement-breakpoint
CREATE INDEX "care_patient_links_patient_idx" ON "care_patient_links" USING btree ("patient_user_id");--> statement-breakpoint
CREATE INDEX "care_patient_notes_link_idx" ON "care_patient_notes" USING btree ("patient_link_id","created_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_ck" CHECK (purpose IN ('register', 'login', 'update', 'appointment'));--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express exclusion constraints): a doctor's live appointments never overlap, and
-- neither do one patient's (per family member). Ranges on the ids stand in for btree_gist's integer equality.
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_doctor_no_overlap" EXCLUDE USING gist (int4range("doctor_user_id", "doctor_user_id", '[]') WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE (status <> 'cancelled');--> statement-breakpoint
ALTER TABLE "care_appointments" ADD CONSTRAINT "care_appointments_patient_no_overlap" EXCLUDE USING gist (int4range("patient_user_id", "patient_user_id", '[]') WITH =, int4range(coalesce("member_patient_id", 0), coalesce("member_patient_id", 0), '[]') WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE (status <> 'cancelled');
