CREATE TABLE "trade_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"scope" varchar(10) NOT NULL,
	"scope_id" integer NOT NULL,
	"user_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"tiers" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"include_retail" boolean DEFAULT false NOT NULL,
	"slabs" jsonb,
	"buy_qty" integer,
	"free_qty" integer,
	"free_package_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_schemes_kind_ck" CHECK (kind IN ('slab', 'bxgy')),
	CONSTRAINT "trade_schemes_scope_ck" CHECK (scope IN ('brand', 'product', 'category')),
	CONSTRAINT "trade_schemes_rule_ck" CHECK ((kind = 'slab' AND slabs IS NOT NULL AND buy_qty IS NULL AND free_qty IS NULL AND free_package_id IS NULL) OR (kind = 'bxgy' AND slabs IS NULL AND buy_qty > 0 AND free_qty > 0)),
	CONSTRAINT "trade_schemes_window_ck" CHECK (ends_at > starts_at),
	CONSTRAINT "trade_schemes_audience_ck" CHECK (cardinality(user_types) > 0 OR include_retail)
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "scheme_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "scheme_text" varchar(160);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "scheme_rule" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "free_of_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "scheme_share_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_schemes" ADD CONSTRAINT "trade_schemes_free_package_id_packages_id_fk" FOREIGN KEY ("free_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_schemes" ADD CONSTRAINT "trade_schemes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_schemes" ADD CONSTRAINT "trade_schemes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_schemes_window_idx" ON "trade_schemes" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "trade_schemes_scope_idx" ON "trade_schemes" USING btree ("scope","scope_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_free_ck" CHECK (free_of_item_id IS NULL OR (price_paise = 0 AND scheme_id IS NOT NULL));--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_ck" CHECK (purpose IN ('register', 'login', 'update', 'appointment', 'delete', 'cod'));