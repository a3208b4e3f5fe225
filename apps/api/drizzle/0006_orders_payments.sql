CREATE TABLE "checkout_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"delivery_address_id" integer,
	"billing_address_id" integer,
	"use_nirog_money" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"limit_paise" bigint DEFAULT 0 NOT NULL,
	"used_paise" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_ck" CHECK (limit_paise >= 0 AND used_paise >= 0 AND used_paise <= limit_paise)
);
--> statement-breakpoint
CREATE TABLE "neft_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"utr" varchar(22) NOT NULL,
	"amount_paise" integer NOT NULL,
	"paid_on" char(10) NOT NULL,
	"status" varchar(10) DEFAULT 'reported' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neft_payments_status_ck" CHECK (status IN ('reported', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"series" varchar(30) NOT NULL,
	"period" varchar(10) NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "number_series_series_period_pk" PRIMARY KEY("series","period")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" varchar(30) NOT NULL,
	"note" varchar(300),
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand" varchar(120) NOT NULL,
	"label" varchar(80) NOT NULL,
	"hsn_code" varchar(8) NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"quantity" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	"coupon_share_paise" integer DEFAULT 0 NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_qty_ck" CHECK (quantity > 0 AND returned_quantity >= 0 AND returned_quantity <= quantity),
	CONSTRAINT "order_items_amounts_ck" CHECK (line_total_paise = price_paise * quantity AND coupon_share_paise >= 0 AND coupon_share_paise <= line_total_paise)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"hashed_id" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"status" varchar(20) NOT NULL,
	"payment_method" smallint NOT NULL,
	"payment_status" varchar(20) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"warehouse_id" smallint,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"mrp_total_paise" integer NOT NULL,
	"items_total_paise" integer NOT NULL,
	"coupon_code" varchar(30),
	"coupon_redemption_id" integer,
	"coupon_discount_paise" integer DEFAULT 0 NOT NULL,
	"nirog_money_paise" integer DEFAULT 0 NOT NULL,
	"delivery_charge_paise" integer DEFAULT 0 NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"released_at" timestamp with time zone,
	"pay_by" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancel_reason" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_hashed_id_unique" UNIQUE("hashed_id"),
	CONSTRAINT "orders_status_ck" CHECK (status IN ('pending_payment', 'placed', 'approved', 'packed', 'shipped', 'delivered', 'cancelled', 'return_requested', 'return_approved', 'returned', 'refunded')),
	CONSTRAINT "orders_payment_status_ck" CHECK (payment_status IN ('unpaid', 'due', 'pending', 'failed', 'paid', 'partially_refunded', 'refunded')),
	CONSTRAINT "orders_method_ck" CHECK (payment_method IN (1, 2, 4)),
	CONSTRAINT "orders_type_ck" CHECK (order_type IN (3, 4, 5)),
	CONSTRAINT "orders_amounts_ck" CHECK (total_paise >= 0 AND nirog_money_paise >= 0 AND coupon_discount_paise >= 0 AND delivery_charge_paise >= 0 AND total_paise = items_total_paise - coupon_discount_paise + delivery_charge_paise - nirog_money_paise)
);
--> statement-breakpoint
CREATE TABLE "local_gateway_orders" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"receipt" varchar(40),
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_gateway_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(12) NOT NULL,
	"method" varchar(20) NOT NULL,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"event_id" varchar(80) NOT NULL,
	"event" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" varchar(300),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"gateway_order_id" varchar(40) NOT NULL,
	"gateway_payment_id" varchar(40),
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"status" varchar(12) DEFAULT 'created' NOT NULL,
	"method" varchar(20),
	"error_code" varchar(60),
	"error_description" varchar(300),
	"flagged_reason" varchar(300),
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_ck" CHECK (status IN ('created', 'captured', 'failed', 'flagged')),
	CONSTRAINT "payments_amount_ck" CHECK (amount_paise > 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neft_payments" ADD CONSTRAINT "neft_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_gateway_payments" ADD CONSTRAINT "local_gateway_payments_order_id_local_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."local_gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "neft_payments_utr_uq" ON "neft_payments" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_uq" ON "payments" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_uq" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_uq" ON "payments" USING btree ("order_id") WHERE status = 'captured';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");