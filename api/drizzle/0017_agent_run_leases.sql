ALTER TABLE "agent_executions" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "agent_executions" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_executions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_executions_unfinished_lease_idx" ON "agent_executions" USING btree ("leased_until") WHERE "agent_executions"."status" in ('pending', 'running');