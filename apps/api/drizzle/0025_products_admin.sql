CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"alt" varchar(200) NOT NULL,
	"widths" smallint[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_alt_ck" CHECK (length(trim(alt)) > 0)
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_per_order" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_title" varchar(70);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description" varchar(170);--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_max_per_order_ck" CHECK (max_per_order IS NULL OR max_per_order > 0);--> statement-breakpoint
-- hand-written:
-- Product pictures show on the public catalog pages: their writes drop the cached visitor pages (decision 028).
CREATE TRIGGER product_images_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');
