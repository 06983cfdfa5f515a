CREATE TABLE "extension_refresh_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "extension_token_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extension_refresh_tokens" ADD CONSTRAINT "extension_refresh_tokens_family_id_extension_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."extension_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_token_families" ADD CONSTRAINT "extension_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_refresh_tokens_family_id_idx" ON "extension_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "extension_token_families_user_id_idx" ON "extension_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "extension_token_families_session_id_hash_idx" ON "extension_token_families" USING btree ("session_id_hash");