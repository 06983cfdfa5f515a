CREATE TABLE "mfa_lockouts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD COLUMN "request" text;--> statement-breakpoint
ALTER TABLE "mfa_lockouts" ADD CONSTRAINT "mfa_lockouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;