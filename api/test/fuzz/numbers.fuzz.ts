import { useTestApp } from '../helpers/app.js';
import { signedInUser } from '../modules/darkweb/darkweb-helpers.js';
import {
  FUZZ_LIMITS,
  UNSAFE_JSON,
  UNSAFE_PARAMS,
  expectShape,
  isNumeric,
  operations,
  rowCounts,
} from './operations.js';

/**
 * Numbers are numbers (issue 30 F5): every numeric path, query and JSON body parameter of every
 * route the OpenAPI document lists gets ±Infinity, 1e309 and 2⁵³ + 1, signed in with a valid CSRF
 * token, and refuses each with 400 in its family's shape, changing no row.
 */
const ctx = useTestApp(FUZZ_LIMITS);

describe('unsafe numbers in every numeric parameter', () => {
  it('refuses ±Infinity, 1e309 and 2⁵³ + 1 in every numeric parameter with 400 (issue 30 F5)', async () => {
    const { browser } = await signedInUser(ctx.app);
    const tried: string[] = [];
    for (const op of operations(ctx.app)) {
      const path = (value: (name: string) => string) =>
        op.path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
      const urls = [
        ...op.numericParams.flatMap((param) =>
          UNSAFE_PARAMS.map((v) => path((name) => (name === param ? v : '1'))),
        ),
        ...Object.entries(op.query?.properties ?? {})
          .filter(([, schema]) => isNumeric(schema))
          .flatMap(([field]) => UNSAFE_PARAMS.map((v) => `${path(() => '1')}?${field}=${v}`)),
      ];
      const bodies =
        op.bodyType === 'application/json'
          ? Object.entries(op.body?.properties ?? {})
              .filter(([, schema]) => isNumeric(schema))
              .flatMap(([field]) => UNSAFE_JSON.map((v) => `{"${field}": ${v}}`))
          : [];
      const before = await rowCounts(ctx.app);
      const requests = [
        ...urls.map((url) => ({ method: op.method, url })),
        ...bodies.map((payload) => ({
          method: op.method,
          url: path(() => '1'),
          payload,
          headers: { 'content-type': 'application/json' },
        })),
      ];
      for (const req of requests) {
        const res = await browser.request(req as never);
        tried.push(`${res.statusCode} ${req.method} ${req.url}`);
        // 403: a superuser's route, refused before its input is read.
        expect({ req, refused: [400, 403].includes(res.statusCode) }).toEqual({ req, refused: true });
        expectShape(op, res);
      }
      if (requests.length) expect(await rowCounts(ctx.app)).toEqual(before);
    }
    console.log(`fuzz: ${tried.length} unsafe numbers, every one refused`);
    expect(tried.length).toBeGreaterThan(100);
  });
});
