ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_mobile_ck";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_ck" CHECK (purpose IN ('register', 'login', 'update', 'appointment', 'delete'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile_ck" CHECK (mobile_number ~ '^[6-9][0-9]{9}$' OR (status = 2 AND mobile_number = '0000000000'));