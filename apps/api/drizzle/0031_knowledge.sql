CREATE TABLE "knowledge_categories" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_hi" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"clinic_services" text[] DEFAULT '{}' NOT NULL,
	"medicine_category" varchar(80),
	"ingredients" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', name_hi), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')) STORED,
	CONSTRAINT "knowledge_categories_slug_ck" CHECK (slug IN ('pain-management', 'skin-diseases', 'lifestyle-disorders', 'kidney-problems', 'female-health-issues', 'respiratory-problems', 'liver-problems', 'digestive-issues'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"category" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_hi" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"about" text NOT NULL,
	"care" text NOT NULL,
	"see_doctor" text NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"clinic_services" text[] DEFAULT '{}' NOT NULL,
	"medicine_category" varchar(80),
	"ingredients" text[] DEFAULT '{}' NOT NULL,
	"terms" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', name_hi), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', about || ' ' || care), 'C')) STORED,
	CONSTRAINT "knowledge_conditions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "knowledge_conditions_slug_ck" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "knowledge_glossary" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"devanagari" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"related" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', devanagari), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')) STORED,
	CONSTRAINT "knowledge_glossary_slug_unique" UNIQUE("slug"),
	CONSTRAINT "knowledge_glossary_slug_ck" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "knowledge_glossary_kind_ck" CHECK (kind IN ('dosha', 'dhatu', 'mala', 'herb', 'formulation', 'therapy'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_hi" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"steps" text NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"clinic_services" text[] DEFAULT '{}' NOT NULL,
	"ingredients" text[] DEFAULT '{}' NOT NULL,
	"conditions" text[] DEFAULT '{}' NOT NULL,
	"terms" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', name_hi), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')) STORED,
	CONSTRAINT "knowledge_services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "knowledge_services_slug_ck" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_entity_ck";--> statement-breakpoint
ALTER TABLE "knowledge_conditions" ADD CONSTRAINT "knowledge_conditions_category_knowledge_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."knowledge_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_categories_search_idx" ON "knowledge_categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_conditions_category_idx" ON "knowledge_conditions" USING btree ("category");--> statement-breakpoint
CREATE INDEX "knowledge_conditions_search_idx" ON "knowledge_conditions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_conditions_name_trgm_idx" ON "knowledge_conditions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_glossary_search_idx" ON "knowledge_glossary" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_glossary_name_trgm_idx" ON "knowledge_glossary" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_services_search_idx" ON "knowledge_services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_services_name_trgm_idx" ON "knowledge_services" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_entity_ck" CHECK (entity_type IN ('doctor', 'clinic', 'medicine', 'article', 'event', 'glossary') AND entity_id > 0);