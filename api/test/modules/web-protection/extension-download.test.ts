import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { useTestApp } from '../../helpers/app.js';

const DOWNLOAD = '/integrations/api/extension/download/';

/** A small unpacked extension build, as `npm run build -w extension` writes it. */
const build = mkdtempSync(join(tmpdir(), 'lifeguard-extension-build-'));
mkdirSync(join(build, 'icons'));
writeFileSync(
  join(build, 'manifest.json'),
  JSON.stringify({ version: '1.2.3', externally_connectable: { matches: ['http://localhost:8000/*'] } }),
);
writeFileSync(join(build, 'background.js'), 'console.log("worker")');
writeFileSync(join(build, 'icons', 'icon-16.png'), 'png');
afterAll(() => rmSync(build, { recursive: true, force: true }));

describe('GET /integrations/api/extension/download/ (issue 32, /integrations/chrome)', () => {
  const ctx = useTestApp({ EXTENSION_DIR: build, PUBLIC_URL: 'https://lifeguard.example' });

  it('answers the build zipped for the configured origin, to anyone', async () => {
    // Asked of localhost (inject's Host), built for the configured origin.
    const res = await ctx.app.inject({ method: 'GET', url: DOWNLOAD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lifeguard-extension-1.2.3.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['background.js', 'icons/icon-16.png', 'manifest.json']);
    expect(JSON.parse(new TextDecoder().decode(files['manifest.json']))).toEqual({
      version: '1.2.3',
      externally_connectable: { matches: ['https://lifeguard.example/*'] },
    });
    expect(new TextDecoder().decode(files['background.js'])).toBe('console.log("worker")');
  });
});

describe('GET /integrations/api/extension/download/ without a build', () => {
  const ctx = useTestApp({ EXTENSION_DIR: join(build, 'missing') });

  it('answers 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: DOWNLOAD });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'The browser extension is not available on this server.', code: 'not_found' }],
    });
  });
});
