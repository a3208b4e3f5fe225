CREATE TABLE "earning_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pending_paise" bigint DEFAULT 0 NOT NULL,
	"available_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_balances_pending_ck" CHECK (pending_paise >= 0),
	CONSTRAINT "earning_balances_available_ck" CHECK (available_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "earning_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" varchar(40) NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "earning_entries_nonzero_ck" CHECK (amount_paise <> 0)
);
--> statement-breakpoint
CREATE TABLE "earning_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_id" integer,
	"amount_paise" bigint NOT NULL,
	"gross_paise" bigint,
	"fee_paise" bigint,
	"description" varchar(200) NOT NULL,
	"available_at" timestamp with time zone,
	"settles_id" integer,
	"payout_id" integer,
	"idempotency_key" varchar(120) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_transactions_kind_ck" CHECK (kind IN ('pending', 'release', 'cancel', 'adjustment', 'payout', 'payout_reversal')),
	CONSTRAINT "earning_transactions_source_ck" CHECK (source IN ('partner_order', 'consultation', 'adjustment', 'payout')),
	CONSTRAINT "earning_transactions_amount_ck" CHECK (amount_paise <> 0)
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"account_holder" varchar(80),
	"account_number" varchar(18),
	"ifsc" varchar(11),
	"bank_name" varchar(120),
	"upi_id" varchar(320),
	"pan" varchar(10),
	"verification" smallint NOT NULL,
	"verified_name" varchar(120),
	"verified_by" varchar(24) NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "payout_methods_type_ck" CHECK (type IN ('bankAccount', 'upiId')),
	CONSTRAINT "payout_methods_verification_ck" CHECK (verification IN (0, 1, 2)),
	CONSTRAINT "payout_methods_shape_ck" CHECK ((type = 'bankAccount' AND account_number IS NOT NULL AND ifsc IS NOT NULL AND upi_id IS NULL) OR (type = 'upiId' AND upi_id IS NOT NULL AND account_number IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"consultation_fee_bps" integer DEFAULT 1000 NOT NULL,
	"consultation_hold_days" smallint DEFAULT 3 NOT NULL,
	"tds_rate_bps" integer DEFAULT 200 NOT NULL,
	"tds_no_pan_rate_bps" integer DEFAULT 2000 NOT NULL,
	"tds_threshold_paise" bigint DEFAULT 2000000 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_settings_one_ck" CHECK (id = 1),
	CONSTRAINT "payout_settings_bps_ck" CHECK (consultation_fee_bps BETWEEN 0 AND 10000 AND tds_rate_bps BETWEEN 0 AND 10000 AND tds_no_pan_rate_bps BETWEEN 0 AND 10000),
	CONSTRAINT "payout_settings_hold_ck" CHECK (consultation_hold_days BETWEEN 0 AND 60),
	CONSTRAINT "payout_settings_threshold_ck" CHECK (tds_threshold_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"tds_rate_bps" integer NOT NULL,
	"financial_year" smallint NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"bank_reference" varchar(40),
	"failure_reason" varchar(200),
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_status_ck" CHECK (status IN ('requested', 'approved', 'paid', 'failed')),
	CONSTRAINT "payouts_amounts_ck" CHECK (gross_paise > 0 AND tds_paise >= 0 AND net_paise > 0 AND gross_paise = tds_paise + net_paise)
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "earning_balances" ADD CONSTRAINT "earning_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_entries" ADD CONSTRAINT "earning_entries_transaction_id_earning_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."earning_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_transactions" ADD CONSTRAINT "earning_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_method_id_payout_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payout_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_entries_account_idx" ON "earning_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "earning_entries_tx_idx" ON "earning_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earning_transactions_idempotency_uq" ON "earning_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "earning_transactions_settles_uq" ON "earning_transactions" USING btree ("settles_id");--> statement-breakpoint
CREATE INDEX "earning_transactions_user_idx" ON "earning_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "earning_transactions_due_idx" ON "earning_transactions" USING btree ("available_at") WHERE kind = 'pending';--> statement-breakpoint
CREATE INDEX "earning_transactions_source_idx" ON "earning_transactions" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_current_uq" ON "payout_methods" USING btree ("user_id") WHERE replaced_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_uq" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_ck" CHECK (purpose IN ('register', 'login', 'update', 'appointment', 'delete', 'cod', 'support', 'payout'));