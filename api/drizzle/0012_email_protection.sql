CREATE TABLE "gmail_analysed_messages" (
	"user_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"is_threat" boolean NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gmail_analysed_messages_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "gmail_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_email" text NOT NULL,
	"refresh_token" text NOT NULL,
	"history_id" text,
	"scan_frequency" text DEFAULT 'hourly' NOT NULL,
	"labels" jsonb DEFAULT '["INBOX","SPAM"]'::jsonb NOT NULL,
	"notify_high_risk" boolean DEFAULT true NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_status" text DEFAULT 'not_started' NOT NULL,
	"sync_processed" integer DEFAULT 0 NOT NULL,
	"sync_total" integer DEFAULT 0 NOT NULL,
	"sync_threats_found" integer DEFAULT 0 NOT NULL,
	"sync_started_at" timestamp with time zone,
	"sync_finished_at" timestamp with time zone,
	"sync_error" text,
	"token_error" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gmail_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "turned_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gmail_analysed_messages" ADD CONSTRAINT "gmail_analysed_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_connections" ADD CONSTRAINT "gmail_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_oauth_states" ADD CONSTRAINT "gmail_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_oauth_states" ADD CONSTRAINT "gmail_oauth_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;