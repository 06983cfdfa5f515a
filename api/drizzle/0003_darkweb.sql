CREATE TABLE "breach_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breach_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scan_id" integer NOT NULL,
	"payload" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breach_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breach_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"breach_date" date,
	"email_key" bigint,
	"username_key" bigint,
	"phone_key" bigint,
	"name_key" bigint,
	"payload" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dark_web_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dark_web_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"total_results" integer NOT NULL,
	"payload" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breach_entries" ADD CONSTRAINT "breach_entries_scan_id_dark_web_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."dark_web_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dark_web_scans" ADD CONSTRAINT "dark_web_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breach_entries_scan_id_idx" ON "breach_entries" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "breach_records_email_key_idx" ON "breach_records" USING btree ("email_key") WHERE "breach_records"."email_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "breach_records_username_key_idx" ON "breach_records" USING btree ("username_key") WHERE "breach_records"."username_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "breach_records_phone_key_idx" ON "breach_records" USING btree ("phone_key") WHERE "breach_records"."phone_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "breach_records_name_key_idx" ON "breach_records" USING btree ("name_key") WHERE "breach_records"."name_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dark_web_scans_user_id_created_at_idx" ON "dark_web_scans" USING btree ("user_id","created_at");