CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_number" varchar(30) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"storage_key" varchar(200),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "order_return_items" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "order_return_items_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id"),
	CONSTRAINT "order_return_items_qty_ck" CHECK (quantity > 0 AND amount_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"refund_to" varchar(12) NOT NULL,
	"amount_paise" integer NOT NULL,
	"note" varchar(300),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_kind_ck" CHECK (kind IN ('full', 'partial')),
	CONSTRAINT "order_returns_status_ck" CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'refunded')),
	CONSTRAINT "order_returns_refund_to_ck" CHECK (refund_to IN ('original', 'nirog_money')),
	CONSTRAINT "order_returns_amount_ck" CHECK (amount_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"destination" varchar(12) NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" varchar(40),
	"idempotency_key" varchar(80) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_ck" CHECK (amount_paise > 0),
	CONSTRAINT "refunds_destination_ck" CHECK (destination IN ('original', 'nirog_money')),
	CONSTRAINT "refunds_status_ck" CHECK (status IN ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"courier" varchar(60) NOT NULL,
	"awb" varchar(40) NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "return_window_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");