ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_qty_ck";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_url" varchar(300);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "expected_by" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_qty_ck" CHECK (quantity BETWEEN 1 AND 999);