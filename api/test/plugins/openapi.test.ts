import { useTestApp } from '../helpers/app.js';

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
};

/** ARCHITECTURE "contracts": the API contract is published from the route schemas. */
describe('OpenAPI document and reference', () => {
  const ctx = useTestApp();

  const document = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApiDocument>();
  };

  it('is OpenAPI 3.1 and lists the spec calls with their response schemas', async () => {
    const { openapi, paths } = await document();
    expect(openapi).toBe('3.1.0');
    expect(paths['/dehashed/api/search/']?.post?.responses).toHaveProperty('200');
    // Tagged by module (issue 36 item 5): the folder under src/modules/ the route is in.
    expect(paths['/dehashed/api/scans/']?.get?.tags).toEqual(['darkweb']);
    expect(paths['/_allauth/browser/v1/auth/login']?.post?.tags).toEqual(['auth']);
    expect(paths['/users/api/user/detail/']?.get?.responses).toHaveProperty('401');
  });

  it('leaves out what is not the API: the apps, the docs, the development provider, the health check', async () => {
    const paths = Object.keys((await document()).paths);
    expect(
      paths.filter((path) => /^\/(app|remotes|dev-oidc|api\/docs|api\/schema|healthz)/.test(path)),
    ).toEqual([]);
  });

  it('serves a browsable reference that reads the document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(read.json()).toEqual(await document());
  });
});
