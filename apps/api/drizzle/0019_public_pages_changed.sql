-- Issue 17 part 4 (decision 028): every committed write to data a public page shows tells each platform process,
-- which drops its cached visitor pages of that scope. NOTIFY is sent at commit (never for a rolled-back write) and
-- PostgreSQL folds identical notifications of one transaction into one; one per statement, not per row.
CREATE OR REPLACE FUNCTION public_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nirog_public_pages', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER brands_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER categories_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER products_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER product_categories_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER packages_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER inventory_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER package_prices_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_prices
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER trade_discounts_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trade_discounts
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER offers_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER deals_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('catalog');--> statement-breakpoint
CREATE TRIGGER care_doctors_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_doctors
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_clinics_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_clinics
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_clinic_doctors_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_clinic_doctors
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_clinic_hours_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_clinic_hours
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_clinic_photos_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_clinic_photos
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_reviews_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_timings_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_timings
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_breaks_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_days_off_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_days_off
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER care_appointments_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON care_appointments
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER doctor_profiles_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctor_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
-- A doctor's or a clinic owner's name, photo and standing show on the directory; logins and other account writes do not.
CREATE TRIGGER users_public_pages AFTER UPDATE OF full_name, salutation, gender, profile_pic, status, deactivated_at, user_type ON users
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');--> statement-breakpoint
CREATE TRIGGER users_deleted_public_pages AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('care');
