CREATE TABLE "email_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"email_address_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authenticators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authenticators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" text NOT NULL,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "totp_setups" (
	"session_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sessions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "methods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "persistent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_keys" ADD CONSTRAINT "email_verification_keys_email_address_id_email_addresses_id_fk" FOREIGN KEY ("email_address_id") REFERENCES "public"."email_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authenticators" ADD CONSTRAINT "authenticators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_setups" ADD CONSTRAINT "totp_setups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_addresses_email_key" ON "email_addresses" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_addresses_primary_key" ON "email_addresses" USING btree ("user_id") WHERE "email_addresses"."primary";--> statement-breakpoint
CREATE INDEX "email_addresses_user_id_idx" ON "email_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verification_keys_address_idx" ON "email_verification_keys" USING btree ("email_address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authenticators_user_type_key" ON "authenticators" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_number_key" ON "sessions" USING btree ("number");--> statement-breakpoint
-- Every account's address becomes its primary email address; verified when a provider that
-- verified it (Google) is linked to the account.
INSERT INTO "email_addresses" ("user_id", "email", "verified", "primary")
SELECT u."id", u."email", EXISTS (SELECT 1 FROM "social_accounts" s WHERE s."user_id" = u."id"), true
FROM "users" u;--> statement-breakpoint
-- Sessions already open get allauth's record of how they were signed in.
UPDATE "sessions" se SET "methods" = CASE
  WHEN se."method" = 'password' THEN jsonb_build_array(jsonb_build_object(
    'method', 'password', 'at', extract(epoch FROM se."created_at"),
    'email', (SELECT u."email" FROM "users" u WHERE u."id" = se."user_id")))
  ELSE jsonb_build_array(jsonb_build_object(
    'method', 'socialaccount', 'at', extract(epoch FROM se."created_at"), 'provider', se."method",
    'reauthenticated', false,
    'uid', coalesce((SELECT s."uid" FROM "social_accounts" s
      WHERE s."user_id" = se."user_id" AND s."provider" = se."method" LIMIT 1), '')))
END;
