CREATE TABLE "share_link_rate_windows" (
	"ip" varchar(64) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "share_link_rate_windows_count_ck" CHECK (count >= 1)
);
--> statement-breakpoint
CREATE INDEX "share_link_rate_windows_start_idx" ON "share_link_rate_windows" USING btree ("window_start");