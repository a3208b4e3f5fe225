CREATE TABLE "stock_import_rows" (
	"import_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"sku" varchar(80) NOT NULL,
	"warehouse" varchar(80) NOT NULL,
	"package_id" integer,
	"warehouse_id" smallint,
	"expected" integer,
	"after" integer,
	"reason" varchar(300) NOT NULL,
	"outcome" varchar(12),
	"current" integer,
	"note" varchar(300),
	CONSTRAINT "stock_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "stock_import_rows_outcome_ck" CHECK (outcome IS NULL OR outcome IN ('error', 'unchanged', 'applied', 'conflict'))
);
--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"state" varchar(12) DEFAULT 'queued' NOT NULL,
	"token" varchar(64) NOT NULL,
	"file_rows" integer NOT NULL,
	"bad" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "stock_imports_state_ck" CHECK (state IN ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "stock_imports_counts_ck" CHECK (done >= 0 AND done <= total AND applied + conflicts = done)
);
--> statement-breakpoint
ALTER TABLE "stock_import_rows" ADD CONSTRAINT "stock_import_rows_import_id_stock_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_imports_actor_idx" ON "stock_imports" USING btree ("actor_id","id");