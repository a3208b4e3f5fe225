CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" USING btree ("processed_at") WHERE status = 'processed';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");