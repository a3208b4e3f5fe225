-- Issue 18 part 1 (decision 032): the roles an operator holds. Every operator that exists before roles gets
-- `admin`, so nothing that works today stops working.
CREATE TABLE "operator_roles" (
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "operator_roles_role_ck" CHECK (role IN ('catalog', 'stock', 'marketing', 'support', 'finance', 'editor', 'moderator', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "operator_roles" ("user_id", "role") SELECT "id", 'admin' FROM "users" WHERE "role" = 'operator';
