import { describe, expect, it } from '@jest/globals';
import { supportDiagnosticLines } from '@lifeguard/contracts/support';
import { supportDiagnostics } from '../diagnostics';

const registry = JSON.stringify([
  { name: 'auth', entry: '/remotes/auth/mf-manifest.json', version: '0.1.0' },
  { name: 'dashboard', entry: 'https://cdn.example.com/dashboard/2.0.0/mf-manifest.json', version: '2.0.0' },
]);

describe('supportDiagnostics (issue 33 item 2)', () => {
  it('names the app versions, the failed request, the page as a path alone, and the browser', () => {
    const diagnostics = supportDiagnostics({
      registry,
      requestId: '0b7c5a4e-3f0e-4c1b-9d9e-1a2b3c4d5e6f',
      page: '/account/reset-password/secret-key?next=x#top',
      browser: 'Chrome/130',
    });
    expect(diagnostics).toEqual({
      app_versions: [
        { name: 'auth', version: '0.1.0' },
        { name: 'dashboard', version: '2.0.0' },
      ],
      request_id: '0b7c5a4e-3f0e-4c1b-9d9e-1a2b3c4d5e6f',
      page: '/account/reset-password/secret-key',
      browser: 'Chrome/130',
    });
    expect(supportDiagnosticLines(diagnostics)).toEqual([
      'App versions: auth 0.1.0, dashboard 2.0.0',
      'Failed request id: 0b7c5a4e-3f0e-4c1b-9d9e-1a2b3c4d5e6f',
      'Page: /account/reset-password/secret-key',
      'Browser: Chrome/130',
    ]);
  });

  it('leaves out what the server would refuse or cannot be read', () => {
    expect(
      supportDiagnostics({
        registry: '{not json',
        requestId: 'id with spaces',
        page: 'https://evil.example/',
        browser: undefined,
      }),
    ).toEqual({});
    expect(
      supportDiagnostics({
        registry: JSON.stringify([{ name: 'auth' }, null, { name: 'x'.repeat(65), version: '1' }]),
        requestId: null,
        page: null,
        browser: 'b'.repeat(600),
      }),
    ).toEqual({ browser: 'b'.repeat(500) });
  });
});
