import { SUMMARY_MAX, summaryOf } from '../../scripts/openapi/summary.js';

/** How a route docstring's first sentence becomes its one-line summary (issue 36 item 5). */
describe('summaryOf', () => {
  it('leaves out the method, path and body the docstring starts with', () => {
    expect(
      summaryOf('POST /agents/feedback/{id}/ `{feedback: {helpful}, timestamp}`: one per execution.'),
    ).toBe('One per execution');
    expect(summaryOf('GET /teams/api/teams/[?slug=]: the families. 401 signed out.')).toBe('The families');
  });

  it('keeps the first clause that says something, without asides, backquotes or errors', () => {
    expect(
      summaryOf('POST /x/ `{key}` (signed in): `{status: 1}`; the user joins (issue 13); 403 `x`.'),
    ).toBe('The user joins');
    expect(summaryOf('GET /a/: 200 the `id` of the scan: its owner, its values.')).toBe('The id of the scan');
    expect(summaryOf('GET /b/: `{auth}`; 400 `bad`.')).toBe('{auth}');
  });

  it("gives a titled docstring's title", () => {
    expect(summaryOf('allauth "Login" (spec 000 §7): POST /auth/login `{email}` → 200.')).toBe('Login');
  });

  it('cuts a long sentence at a word', () => {
    const summary = summaryOf(`GET /c/: ${'many words '.repeat(20)}.`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).toMatch(/^Many words .* words…$/);
  });
});
