import { Writable } from 'node:stream';
import Fastify from 'fastify';
import errors, { frameworkErrors } from '../../src/plugins/errors.js';
import { loggerOptions, redactUrl } from '../../src/plugins/logging.js';

/**
 * A server with the production logger writing into `lines`, our error handler, and a route
 * failing as a Drizzle statement does.
 */
async function loggedApp(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream }, frameworkErrors });
  await app.register(errors);
  app.post('/fail', async () => {
    throw Object.assign(new Error('Failed query: insert into x values ($1)\nparams: breached-secret'), {
      cause: { code: '22P05', detail: 'value breached-secret' },
    });
  });
  return app;
}

describe('logs never carry submitted values or secrets (issue 15 item 2)', () => {
  it('drops query values, secret headers and query parameters of a failed statement', async () => {
    const lines: string[] = [];
    const app = await loggedApp(lines);
    const res = await app.inject({
      method: 'POST',
      url: '/fail?email=victim%40example.com',
      headers: { cookie: 'sessionid=s3cret', authorization: 'Bearer tok3n', 'x-csrftoken': 'csrf' },
      payload: { password: 'breached-secret' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query');
    expect(log).toContain('22P05');
    for (const secret of ['victim', 'breached-secret', 's3cret', 'tok3n']) expect(log).not.toContain(secret);
    await app.close();
  });

  it('masks the key of a reset page and answers a malformed URL without echoing it', async () => {
    expect(redactUrl('/app/account/reset-password/abc-KEY?x=1')).toBe(
      '/app/account/reset-password/[Redacted]?[Redacted]',
    );
    const app = await loggedApp([]);
    const res = await app.inject({ method: 'GET', url: '/api/items/%ff-secret/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Invalid request.', code: 'bad_url' }],
    });
    await app.close();
  });
});
