CREATE TABLE "extension_heartbeats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" text,
	"browser" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_configured" boolean DEFAULT false NOT NULL,
	"health_status" text DEFAULT 'unknown' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threat_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "threat_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"threat_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"threat_type" text NOT NULL,
	"threat_category" text,
	"severity" text NOT NULL,
	"threat_identifier" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"confidence_score" double precision,
	"source_system" text NOT NULL,
	"external_id" text,
	"threat_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"analysis" jsonb,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extension_heartbeats" ADD CONSTRAINT "extension_heartbeats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_events" ADD CONSTRAINT "threat_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_user_id_type_key" ON "integrations" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "threat_events_threat_id_key" ON "threat_events" USING btree ("threat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "threat_events_user_id_external_id_key" ON "threat_events" USING btree ("user_id","external_id");--> statement-breakpoint
CREATE INDEX "threat_events_user_id_detected_at_idx" ON "threat_events" USING btree ("user_id","detected_at" DESC NULLS LAST,"id" DESC NULLS LAST);