import { useTestApp } from '../../../helpers/app.js';
import { signedInUser } from '../../darkweb/darkweb-helpers.js';
import { activate } from '../../security-tasks/tasks-helpers.js';
import { runTool } from './tool-helpers.js';

const ctx = useTestApp();

type Line = { type: string; display_name: string; required: boolean };
type Score = {
  score: number;
  active: Line[];
  inactive: Line[];
  next_step: string | null;
  score_after_next_step: number | null;
};

describe('list_integrations and get_protection_score (spec 001 §9 weights)', () => {
  it('scores required protections 40 and others 20, counting missing required ones as off', async () => {
    const { user } = await signedInUser(ctx.app);
    expect(await runTool<Score>(ctx.app, user.id, 'get_protection_score')).toMatchObject({
      score: 0,
      active: [],
      next_step: 'Turn on Dark Web Monitoring',
      score_after_next_step: 25,
      weights: { required: 40, optional: 20 },
    });
    await activate(ctx.app, user.id, 'chrome');
    await activate(ctx.app, user.id, 'financial');
    const score = await runTool<Score>(ctx.app, user.id, 'get_protection_score');
    // 40 + 20 of 4 × 40 + 20 = 180: 33.3 → 33.
    expect(score.score).toBe(33);
    expect(score.active.map((p) => p.display_name)).toEqual(['Web Protection', 'Fraud Protection']);
    expect(score.inactive.map((p) => p.type)).toEqual(['darkweb', 'email', 'phone']);
    const { integrations } = await runTool<{ integrations: Record<string, unknown>[] }>(
      ctx.app,
      user.id,
      'list_integrations',
    );
    expect(integrations).toHaveLength(5);
    expect(integrations).toContainEqual(
      expect.objectContaining({
        type: 'chrome',
        display_name: 'Web Protection',
        required: true,
        active: true,
      }),
    );
    expect(integrations).toContainEqual(
      expect.objectContaining({
        type: 'email',
        active: false,
        description: 'Scans your emails for scams and phishing.',
      }),
    );
  });
});

describe("search_safety_articles (the help centre's articles, issue 33 item 1)", () => {
  it.each([
    // Asked of Lifeguard's assistant, "turn on 2fa" is first how to turn it on in Lifeguard.
    ['how do I turn on 2fa', 'two-factor-sign-in'],
    ['why does two-factor authentication matter', 'two-factor-authentication'],
    ['how do I invite my family', 'families-and-invitations'],
    ['how do I delete my account', 'privacy-and-deleting-your-data'],
    ['my password leaked in a breach', 'after-a-data-breach'],
    ['a text said my package is held', 'scam-text-messages'],
    ['someone called saying they are my grandson in jail', 'grandparent-and-impersonation-scams'],
    ['pop-up says my computer has a virus', 'tech-support-scams'],
  ])('%p finds %s first', async (query, slug) => {
    const { articles } = await runTool<{ articles: { slug: string; title: string; excerpt: string }[] }>(
      ctx.app,
      1,
      'search_safety_articles',
      { query },
    );
    expect(articles[0]?.slug).toBe(slug);
    expect(articles.length).toBeLessThanOrEqual(3);
    expect(articles[0]?.excerpt.length).toBeLessThanOrEqual(401);
  });

  it('answers nothing for a query no article speaks to', async () => {
    expect(await runTool(ctx.app, 1, 'search_safety_articles', { query: 'banana bread recipe' })).toEqual({
      query: 'banana bread recipe',
      articles: [],
    });
  });
});
