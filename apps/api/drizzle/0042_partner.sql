CREATE TABLE "partner_cart_items" (
	"partner_user_id" integer NOT NULL,
	"patient_link_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_cart_items_partner_user_id_patient_link_id_package_id_pk" PRIMARY KEY("partner_user_id","patient_link_id","package_id"),
	CONSTRAINT "partner_cart_items_qty_ck" CHECK (quantity BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "partner_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_order_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partner_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"label" varchar(80) NOT NULL,
	"quantity" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"retail_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"commission_paise" integer NOT NULL,
	"order_item_id" integer,
	CONSTRAINT "partner_order_lines_ck" CHECK (quantity BETWEEN 1 AND 20 AND line_total_paise = price_paise * quantity AND commission_paise >= 0 AND commission_paise <= line_total_paise)
);
--> statement-breakpoint
CREATE TABLE "partner_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"patient_link_id" integer NOT NULL,
	"patient_mobile" varchar(10) NOT NULL,
	"patient_name" varchar(100) NOT NULL,
	"tier" smallint NOT NULL,
	"address_id" integer NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"diagnosis" varchar(300) NOT NULL,
	"advice" text,
	"items_total_paise" integer NOT NULL,
	"commission_paise" integer NOT NULL,
	"state" varchar(12) DEFAULT 'sent' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_orders_state_ck" CHECK (state IN ('sent', 'placed', 'cancelled') AND (state = 'placed') = (order_id IS NOT NULL)),
	CONSTRAINT "partner_orders_amounts_ck" CHECK (items_total_paise >= 0 AND commission_paise >= 0 AND commission_paise <= items_total_paise AND tier BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "partner_tier_rates" (
	"tier" smallint PRIMARY KEY NOT NULL,
	"discount_bp" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_tier_rates_ck" CHECK (tier BETWEEN 0 AND 6 AND discount_bp BETWEEN 0 AND 5000 AND commission_bp BETWEEN 0 AND 5000)
);
--> statement-breakpoint
ALTER TABLE "partner_cart_items" ADD CONSTRAINT "partner_cart_items_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_cart_items" ADD CONSTRAINT "partner_cart_items_patient_link_id_care_patient_links_id_fk" FOREIGN KEY ("patient_link_id") REFERENCES "public"."care_patient_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_cart_items" ADD CONSTRAINT "partner_cart_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_partner_order_id_partner_orders_id_fk" FOREIGN KEY ("partner_order_id") REFERENCES "public"."partner_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_lines" ADD CONSTRAINT "partner_order_lines_partner_order_id_partner_orders_id_fk" FOREIGN KEY ("partner_order_id") REFERENCES "public"."partner_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_lines" ADD CONSTRAINT "partner_order_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_lines" ADD CONSTRAINT "partner_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_lines" ADD CONSTRAINT "partner_order_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_patient_link_id_care_patient_links_id_fk" FOREIGN KEY ("patient_link_id") REFERENCES "public"."care_patient_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tier_rates" ADD CONSTRAINT "partner_tier_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_links_order_idx" ON "partner_links" USING btree ("partner_order_id");--> statement-breakpoint
CREATE INDEX "partner_order_lines_order_idx" ON "partner_order_lines" USING btree ("partner_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_order_lines_item_uq" ON "partner_order_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "partner_orders_partner_idx" ON "partner_orders" USING btree ("partner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_orders_order_uq" ON "partner_orders" USING btree ("order_id");