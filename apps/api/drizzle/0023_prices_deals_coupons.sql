ALTER TABLE "deals" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "deals_package_idx" ON "deals" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","status");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_cap_ck" CHECK (max_per_order IS NULL OR max_per_order > 0);