CREATE TABLE "order_prescriptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"care_prescription_id" integer,
	"upload_id" uuid,
	"number" varchar(40),
	"doctor_name" varchar(200),
	"issued_at" timestamp with time zone,
	"file_name" varchar(200),
	"status" varchar(12) NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_prescriptions_source_ck" CHECK (source IN ('consultation', 'upload')),
	CONSTRAINT "order_prescriptions_status_ck" CHECK (status IN ('verified', 'pending', 'approved', 'rejected')),
	CONSTRAINT "order_prescriptions_ref_ck" CHECK ((source = 'consultation' AND care_prescription_id IS NOT NULL AND upload_id IS NULL) OR (source = 'upload' AND upload_id IS NOT NULL AND care_prescription_id IS NULL)),
	CONSTRAINT "order_prescriptions_verified_ck" CHECK ((status = 'verified') = (source = 'consultation')),
	CONSTRAINT "order_prescriptions_reason_ck" CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "rx_prescription_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "rx_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "order_prescriptions" ADD CONSTRAINT "order_prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prescriptions" ADD CONSTRAINT "order_prescriptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_prescriptions_pending_idx" ON "order_prescriptions" USING btree ("order_id") WHERE status = 'pending';