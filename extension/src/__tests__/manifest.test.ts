import { describe, expect, it } from '@jest/globals';
import packageJson from '../../package.json';
import { createManifest } from '../manifest';

describe('createManifest', () => {
  it('builds the MV3 manifest for a Lifeguard origin', () => {
    const manifest = createManifest('http://localhost:8000/app/');
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: 'Lifeguard',
      version: packageJson.version,
      background: { service_worker: 'background.js', type: 'module' },
      permissions: ['storage', 'alarms', 'webNavigation', 'tabs'],
      host_permissions: ['http://*/*', 'https://*/*'],
      externally_connectable: { matches: ['http://localhost:8000/*'] },
      action: { default_popup: 'popup.html', default_icon: { 16: 'icons/icon-16.png' } },
    });
    // Only the extension opens its warning page: no site may frame it or forge its answers.
    expect(manifest).not.toHaveProperty('web_accessible_resources');
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => createManifest('chrome://extensions')).toThrow(TypeError);
    expect(() => createManifest('lifeguard.example')).toThrow(TypeError);
  });
});
