import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { buildGatewayOnly, writeFixtureBuilds } from '../../helpers/gateway.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-help-url-'));
const root = writeFixtureBuilds();
afterAll(() => [dataDir, root].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The runtime settings a page inlines, parsed. */
const settingsOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="lifeguard-settings">(.*?)<\/script>/.exec(html)![1]!);

describe('HELP_URL (issue 33 item 1)', () => {
  it('defaults to our own help centre, and takes a path or an absolute http(s) URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).helpUrl).toBe('/help/');
    for (const url of ['/support/help/', 'https://help.example.com/', 'http://intranet:8080/kb?x=1']) {
      expect(loadConfig({ DATA_DIR: dataDir, HELP_URL: url }).helpUrl).toBe(url);
    }
  });

  it.each(['javascript:alert(1)', '//evil.example/', 'help', 'https://', 'https://a.example/ b'])(
    'refuses %p at start',
    (url) => {
      expect(() => loadConfig({ DATA_DIR: dataDir, HELP_URL: url })).toThrow(ConfigError);
    },
  );

  it('reaches the browser in every app page, escaped for a script element', async () => {
    const defaults = await buildGatewayOnly(root);
    const configured = await buildGatewayOnly(root, { HELP_URL: 'https://help.example.com/</script>' });
    try {
      for (const url of ['/app/', '/app/login', '/app/dashboard']) {
        expect(settingsOf((await defaults.app.inject({ url })).body)).toEqual({ help_url: '/help/' });
        const page = (await configured.app.inject({ url })).body;
        expect(page).toContain('"help_url":"https://help.example.com/\\u003c/script\\u003e"');
        expect(settingsOf(page)).toEqual({ help_url: 'https://help.example.com/</script>' });
      }
    } finally {
      await defaults.app.close();
      await configured.app.close();
    }
  });
});
