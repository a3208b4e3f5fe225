CREATE TABLE "feed_document_previews" (
	"document_upload_id" uuid PRIMARY KEY NOT NULL,
	"preview_upload_id" uuid,
	"status" varchar(10) NOT NULL,
	"width" integer,
	"height" integer,
	"pages" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_document_previews_status_ck" CHECK (status IN ('ready', 'failed')),
	CONSTRAINT "feed_document_previews_ready_ck" CHECK ((status = 'ready') = (preview_upload_id IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "feed_document_previews" ADD CONSTRAINT "feed_document_previews_document_upload_id_uploads_id_fk" FOREIGN KEY ("document_upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_document_previews" ADD CONSTRAINT "feed_document_previews_preview_upload_id_uploads_id_fk" FOREIGN KEY ("preview_upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;