CREATE TABLE "dev_provider_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"payload" jsonb NOT NULL,
	"uid" text,
	"grant_id" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_provider_entries_uid_idx" ON "dev_provider_entries" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "dev_provider_entries_grant_id_idx" ON "dev_provider_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "dev_provider_entries_expires_at_idx" ON "dev_provider_entries" USING btree ("expires_at");