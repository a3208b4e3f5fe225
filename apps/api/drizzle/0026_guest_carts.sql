ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_qty_ck";--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_token_hash_unique" UNIQUE("guest_token_hash");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_qty_ck" CHECK (quantity BETWEEN 1 AND 999);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_ck" CHECK ((user_id IS NOT NULL AND guest_token_hash IS NULL) OR (user_id IS NULL AND guest_token_hash IS NOT NULL AND expires_at IS NOT NULL));