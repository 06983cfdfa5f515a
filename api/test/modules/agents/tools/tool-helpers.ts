import type { AgentToolName } from '@lifeguard/contracts/agents';
import { Value } from 'typebox/value';
import type { App } from '../../../../src/app.js';
import { DEMO_ACCOUNT, DEMO_BREACH_RECORDS } from '../../../../src/modules/demo/family.js';
import { seedDemo } from '../../../../src/modules/demo/seed.js';
import { createAgentTools } from '../../../../src/modules/agents/tools/index.js';

/** A progress report a tool made: percent and stage. */
export type Reported = { progress: number; stage?: string };

/**
 * Runs the tool `name` for `userId` as the runner does: the input must pass the tool's schema
 * (else this throws, as the runner refuses it), then `execute` with a ToolContext.
 */
export async function runTool<Output = Record<string, unknown>>(
  app: App,
  userId: number,
  name: AgentToolName,
  input: Record<string, unknown> = {},
  reported: Reported[] = [],
): Promise<Output> {
  const tool = createAgentTools(app).find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  if (!Value.Check(tool.input, input)) throw new Error(`input refused by the schema of ${name}`);
  const context = {
    userId,
    signal: new AbortController().signal,
    progress: async (progress: number, stage?: string) => {
      reported.push({ progress, stage });
    },
  };
  return (await tool.execute(input, context)) as Output;
}

/** Seeds the demo family (a real scan of its breach records) and answers its user id. */
export async function seededDemoUser(app: App): Promise<number> {
  await seedDemo(app);
  const user = await app.users.findByEmail(DEMO_ACCOUNT.email);
  if (!user) throw new Error('the demo user was not seeded');
  return user.id;
}

/**
 * Every breached value of the demo records that must never leave a tool unmasked (spec 001 §9):
 * emails, passwords, hashes, usernames, names (and the surname alone), phones (digits only
 * too), addresses, birth dates, IP addresses. Case-sensitive: a scammer's 'alex.rivera.help@…'
 * in a threat is not the user's data.
 */
export function rawBreachedValues(): string[] {
  const values = DEMO_BREACH_RECORDS.flatMap((record) =>
    Object.entries(record)
      .filter(([key]) => !['database_name', 'breach_date'].includes(key))
      .map(([, value]) => value),
  );
  const digits = values.filter((v) => /^\+?[\d\s]+$/.test(v)).map((v) => v.replace(/\D/g, ''));
  return [...new Set([...values, ...digits, 'Rivera'])];
}
