import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOperationDocs, OPERATIONS_FILE } from '../../scripts/openapi/generate.js';
import gateway from '../../src/gateway/gateway.js';
import { APP_HOOK_TIMEOUT, useTestApp } from '../helpers/app.js';

type Operation = { summary?: string; description?: string; tags?: string[] };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string; description?: string }[];
};

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The API document speaks (issue 36 item 5): every operation of `/api/schema/` has the summary,
 * description and tag of its route's docstring, through src/openapi/operations.generated.json,
 * which `npm run openapi:generate -w api` keeps in step with the docstrings.
 */
describe('the operations of /api/schema/', () => {
  // With the gateway, as server.ts builds it: its paths into the app are in the document too.
  const ctx = useTestApp({}, { extraPlugins: [gateway] });

  const operations = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/schema/' });
    const document = response.json<OpenApiDocument>();
    const all = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        ...operation,
      })),
    );
    return { document, all };
  };

  it(
    'follow the route docstrings: npm run openapi:generate -w api has written the committed file',
    () => {
      const { text, undocumented } = generateOperationDocs(apiDir);
      expect(undocumented).toEqual([]);
      const committed = readFileSync(join(apiDir, OPERATIONS_FILE), 'utf8');
      // A difference means a route or its docstring changed: run npm run openapi:generate -w api.
      expect(committed === text).toBe(true);
    },
    APP_HOOK_TIMEOUT,
  );

  it('each have a summary, a description and a tag', async () => {
    const { all } = await operations();
    expect(all.length).toBeGreaterThan(100);
    const lacking = all
      .filter(({ summary, description, tags }) => !summary?.trim() || !description?.trim() || !tags?.[0])
      .map(({ key }) => key);
    // Give each of these routes a docstring (the JSDoc above `app.get(...)`), then regenerate.
    expect(lacking).toEqual([]);
  });

  it('are the operations the generated file documents, no more, no fewer', async () => {
    const { all } = await operations();
    const generated = JSON.parse(readFileSync(join(apiDir, OPERATIONS_FILE), 'utf8')) as {
      operations: Record<string, unknown>;
    };
    expect(Object.keys(generated.operations).sort()).toEqual(all.map(({ key }) => key).sort());
  });

  it('are tagged by module, each tag described by its module', async () => {
    const { document, all } = await operations();
    const described = new Map(document.tags?.map(({ name, description }) => [name, description]));
    const used = [...new Set(all.flatMap(({ tags = [] }) => tags))].sort();
    expect(used.filter((tag) => !described.get(tag))).toEqual([]);
    expect(used).toEqual(expect.arrayContaining(['auth', 'darkweb', 'gateway', 'teams', 'threats']));
    const byKey = new Map(all.map((operation) => [operation.key, operation]));
    expect(byKey.get('POST /_allauth/browser/v1/account/email')?.tags).toEqual(['email-addresses']);
    expect(byKey.get('GET /users/profile/')?.tags).toEqual(['gateway']);
  });

  it('take the summary from the first sentence and the description from the whole docstring', async () => {
    const { all } = await operations();
    const teams = all.find(({ key }) => key === 'POST /teams/api/teams/');
    expect(teams?.summary).toBe('The new family');
    expect(teams?.description).toMatch(/^POST \/teams\/api\/teams\/ `\{name\}`: 201 the new family/);
  });
});
