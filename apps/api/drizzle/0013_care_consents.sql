CREATE TABLE "care_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text_version" varchar(16) NOT NULL,
	"ip" varchar(64),
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "care_consents_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "care_consents" ADD CONSTRAINT "care_consents_appointment_id_care_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."care_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_consents" ADD CONSTRAINT "care_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;