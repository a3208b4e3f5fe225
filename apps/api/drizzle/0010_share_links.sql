CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"entity_type" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"shared_by" integer,
	"title" varchar(120) NOT NULL,
	"description" varchar(300),
	"image_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	CONSTRAINT "share_links_code_ck" CHECK (code ~ '^[A-Za-z0-9]{8}$'),
	CONSTRAINT "share_links_entity_ck" CHECK (entity_type IN ('doctor', 'clinic', 'medicine') AND entity_id > 0),
	CONSTRAINT "share_links_hits_ck" CHECK (hit_count >= 0)
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_code_uq" ON "share_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_sharer_uq" ON "share_links" USING btree ("entity_type","entity_id","shared_by") WHERE shared_by IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_anonymous_uq" ON "share_links" USING btree ("entity_type","entity_id") WHERE shared_by IS NULL;