CREATE TABLE "agent_events" (
	"execution_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_events_pkey" PRIMARY KEY("execution_id","seq")
);
--> statement-breakpoint
CREATE TABLE "agent_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"agent_type" text DEFAULT 'security' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"session_id" uuid,
	"threat_uuid" uuid,
	"threat_explanation" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"response" text,
	"action_items_created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"feedback_helpful" boolean,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_events" ADD CONSTRAINT "agent_events_execution_id_agent_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."agent_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_executions" ADD CONSTRAINT "agent_executions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_executions_user_id_created_at_idx" ON "agent_executions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_executions_user_id_status_idx" ON "agent_executions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "agent_executions_session_id_idx" ON "agent_executions" USING btree ("session_id");