import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config.js';
import { useTestApp } from '../helpers/app.js';

/** Issue 15 §1: links from one configured origin, requests only for allowed hosts. */
describe('PUBLIC_URL and ALLOWED_HOSTS defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-hosts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('defaults PUBLIC_URL to the server origin, localhost for loopback or any address', () => {
    for (const HOST of ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']) {
      expect(load({ HOST, PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
    }
    expect(load({ HOST: '10.0.0.5', PORT: '80' }).publicUrl).toBe('http://10.0.0.5:80');
    expect(load({ HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:8000');
    expect(load({ PUBLIC_URL: 'https://lifeguard.example/' }).publicUrl).toBe('https://lifeguard.example');
  });

  it('allows the public host, localhost and 127.0.0.1 by default; ALLOWED_HOSTS replaces the last two', () => {
    expect(load({}).allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(load({ HOST: '10.0.0.5' }).allowedHosts).toEqual(['10.0.0.5', 'localhost', '127.0.0.1']);
    const configured = load({
      PUBLIC_URL: 'https://lifeguard.example',
      ALLOWED_HOSTS: ' App.Lifeguard.example:443 , [::1],10.0.0.5',
    });
    expect(configured.allowedHosts).toEqual([
      'lifeguard.example',
      'app.lifeguard.example',
      '[::1]',
      '10.0.0.5',
    ]);
    expect(() => load({ ALLOWED_HOSTS: 'evil.example/path' })).toThrow(ConfigError);
  });
});

describe('a request for a host that is not allowed', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'https://lifeguard.example' });
  const detail = (host: string) =>
    ctx.app.inject({ method: 'GET', url: '/users/api/user/detail/', headers: { host } });

  it('answers 400 disallowed_host in our shape, before any handler', async () => {
    for (const host of [
      'evil.example',
      'evil.example:443',
      'lifeguard.example.evil.example',
      'x@localhost',
    ]) {
      const res = await detail(host);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [{ message: 'Invalid Host header.', code: 'disallowed_host' }],
      });
      // Refused before the CSRF hook could issue a cookie.
      expect(res.cookies).toEqual([]);
    }
    const unknownRoute = await ctx.app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { host: 'evil.example' },
    });
    expect(unknownRoute.statusCode).toBe(400);
  });

  it('is served for any allowed host name, whatever its port or case', async () => {
    for (const host of ['lifeguard.example', 'LIFEGUARD.example:8443', 'localhost:8000', '127.0.0.1']) {
      expect((await detail(host)).statusCode).toBe(401);
    }
  });
});
