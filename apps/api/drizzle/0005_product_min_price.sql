ALTER TABLE "products" ADD COLUMN "min_price_paise" integer;--> statement-breakpoint
CREATE INDEX "products_min_price_idx" ON "products" USING btree ("min_price_paise");--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_refresh_min_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET min_price_paise = (
    SELECT min(k.sale_price_paise) FROM packages k WHERE k.product_id = p.id AND k.active
  ) WHERE p.id IN (
    SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_refresh_min_price_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET min_price_paise = (
    SELECT min(k.sale_price_paise) FROM packages k WHERE k.product_id = p.id AND k.active
  ) WHERE p.id IN (SELECT product_id FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_refresh_min_price_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET min_price_paise = (
    SELECT min(k.sale_price_paise) FROM packages k WHERE k.product_id = p.id AND k.active
  ) WHERE p.id IN (SELECT product_id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER packages_min_price_ins AFTER INSERT ON packages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_min_price_ins();--> statement-breakpoint
CREATE TRIGGER packages_min_price_upd AFTER UPDATE ON packages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_min_price();--> statement-breakpoint
CREATE TRIGGER packages_min_price_del AFTER DELETE ON packages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_min_price_del();--> statement-breakpoint
UPDATE products p SET min_price_paise = (SELECT min(k.sale_price_paise) FROM packages k WHERE k.product_id = p.id AND k.active);
