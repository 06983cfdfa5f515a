import type { AgentExecution } from '@lifeguard/contracts/schemas/agents';
import { useTestApp } from '../../helpers/app.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { EXECUTE, storedEvents } from './agent-helpers.js';

// The app as configured: the built-in security agent (no LLM_*) and the real tools.
const ctx = useTestApp();

describe('the assistant as configured (issue 12)', () => {
  it('answers through the built-in security agent and the real tools, over the same events', async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.post(EXECUTE, {
      message: 'Is https://paypa1-login.example/verify safe?',
      async_execution: false,
    });
    expect(res.statusCode).toBe(200);
    const done = res.json<AgentExecution>();
    expect(done.status).toBe('completed');
    expect(done.output?.response.trim()).not.toBe('');
    const types = (await storedEvents(ctx.app, done.id)).map((e) => e.type);
    expect(types[0]).toBe('status');
    expect(types).toContain('message');
    expect(types.at(-1)).toBe('complete');
    expect(ctx.app.agents.bus.kind).toBe('memory');
  });
});
