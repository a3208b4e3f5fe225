ALTER TABLE "shipments" ADD COLUMN "tracking_url" varchar(300);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "expected_by" date;