CREATE TABLE "support_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"message_id" integer,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"author" varchar(10) NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author_ck" CHECK (author IN ('customer', 'operator')),
	CONSTRAINT "support_messages_internal_ck" CHECK (NOT internal OR author = 'operator')
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"contact_name" varchar(100),
	"contact_mobile" varchar(10),
	"contact_email" varchar(254),
	"category" varchar(16) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"order_id" integer,
	"appointment_id" integer,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_ck" CHECK (status IN ('open', 'awaiting_customer', 'resolved', 'closed')),
	CONSTRAINT "support_tickets_category_ck" CHECK (category IN ('order', 'delivery', 'payment', 'appointment', 'account', 'other')),
	CONSTRAINT "support_tickets_who_ck" CHECK (owner_id IS NOT NULL OR (contact_name IS NOT NULL AND contact_mobile IS NOT NULL)),
	CONSTRAINT "support_tickets_resolved_ck" CHECK ((status = 'resolved') = (resolved_at IS NOT NULL)),
	CONSTRAINT "support_tickets_closed_ck" CHECK ((status = 'closed') = (closed_at IS NOT NULL)),
	CONSTRAINT "support_tickets_due_ck" CHECK (resolution_due_at >= first_response_due_at AND first_response_due_at > created_at)
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_appointment_id_care_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."care_appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_attachments_upload_uq" ON "support_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "support_attachments_ticket_idx" ON "support_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "support_tickets_owner_idx" ON "support_tickets" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_ck" CHECK (purpose IN ('register', 'login', 'update', 'appointment', 'delete', 'cod', 'support'));