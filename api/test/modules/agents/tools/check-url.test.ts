import { ToolError } from '../../../../src/modules/agents/agent.js';
import { useTestApp } from '../../../helpers/app.js';
import { runTool } from './tool-helpers.js';

describe('the check_url tool', () => {
  const ctx = useTestApp();

  it('answers the check and reports its stage; text that is no address is a ToolError', async () => {
    const reported: { progress: number; stage?: string }[] = [];
    const check = await runTool(
      ctx.app,
      1,
      'check_url',
      { url: 'http://paypal.com.evil.example/' },
      reported,
    );
    expect(check).toMatchObject({ registrable_domain: 'evil.example', fetched: false });
    expect(reported).toEqual([{ progress: 50, stage: 'Reading the address' }]);
    await expect(runTool(ctx.app, 1, 'check_url', { url: 'http://exa mple.com' })).rejects.toBeInstanceOf(
      ToolError,
    );
  });
});
