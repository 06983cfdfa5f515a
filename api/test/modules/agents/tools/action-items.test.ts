import { useTestApp } from '../../../helpers/app.js';
import { signedInUser } from '../../darkweb/darkweb-helpers.js';
import { itemsOf, scanWithPasswordsIn } from '../../security-tasks/tasks-helpers.js';
import { runTool } from './tool-helpers.js';

const ctx = useTestApp();

const turnOn2sv = {
  title: 'Turn on two-step verification for your bank',
  description: 'A second step at sign-in stops anyone with a leaked password.',
  priority: 'high',
};

describe('create_action_item (issue 12: answers act)', () => {
  it('adds an item the dashboard lists, which reconciling never completes', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const created = await runTool<{ action_item_id: number; message: string }>(
      ctx.app,
      user.id,
      'create_action_item',
      turnOn2sv,
    );
    expect(created).toEqual({
      action_item_id: expect.any(Number),
      message: 'Added to your action items: Turn on two-step verification for your bank',
    });
    for (let read = 0; read < 2; read++) {
      const item = (await itemsOf(browser)).find((i) => i.id === created.action_item_id);
      expect(item).toMatchObject({
        kind: 'agent_recommendation',
        title: turnOn2sv.title,
        description: turnOn2sv.description,
        priority: 'high',
        completed: false,
      });
    }
  });

  it('is idempotent per title for the user, whatever its case, and per user', async () => {
    const { user } = await signedInUser(ctx.app);
    const first = await runTool<{ action_item_id: number }>(
      ctx.app,
      user.id,
      'create_action_item',
      turnOn2sv,
    );
    const again = await runTool<{ action_item_id: number; message: string }>(
      ctx.app,
      user.id,
      'create_action_item',
      {
        ...turnOn2sv,
        title: turnOn2sv.title.toUpperCase(),
      },
    );
    expect(again).toEqual({
      action_item_id: first.action_item_id,
      message: 'Already in your action items: Turn on two-step verification for your bank',
    });
    const { user: other } = await signedInUser(ctx.app);
    const theirs = await runTool<{ action_item_id: number }>(
      ctx.app,
      other.id,
      'create_action_item',
      turnOn2sv,
    );
    expect(theirs.action_item_id).not.toBe(first.action_item_id);
  });

  it("answers the reconciled 'Change your Adobe password' item instead of a second one", async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await scanWithPasswordsIn(ctx.app, browser, user.email, ['Adobe']);
    const reconciled = (await itemsOf(browser)).find((i) => i.title === 'Change your Adobe password');
    const created = await runTool<{ action_item_id: number }>(ctx.app, user.id, 'create_action_item', {
      title: 'Change your Adobe password',
      description: 'It leaked.',
    });
    expect(created.action_item_id).toBe(reconciled?.id);
    expect((await itemsOf(browser)).filter((i) => i.title === 'Change your Adobe password')).toHaveLength(1);
  });

  it('refuses a title that is too short or a user id in the input (the schema)', async () => {
    const { user } = await signedInUser(ctx.app);
    await expect(
      runTool(ctx.app, user.id, 'create_action_item', { ...turnOn2sv, title: 'ab' }),
    ).rejects.toThrow(/schema/);
    await expect(
      runTool(ctx.app, user.id, 'create_action_item', { ...turnOn2sv, user_id: 1 }),
    ).rejects.toThrow(/schema/);
  });
});
