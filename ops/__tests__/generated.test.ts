/**
 * The ops files follow the one list of apps, contracts/src/remotes.mjs (issue 34 item 1).
 */
import { join } from 'node:path';
import { REMOTES } from '@lifeguard/contracts/remotes';
import { fillBlocks, generateOpsFiles, generatedBlocks } from '../generated.mjs';

const root = join(__dirname, '..', '..');

describe('npm run ops:generate', () => {
  it('has written the committed docker-compose.yml, gateway nginx.conf and .env.example', () => {
    const drifted = generateOpsFiles(root)
      .filter(({ committed, generated }) => committed !== generated)
      .map(({ file }) => `${file} differs from contracts/src/remotes.mjs: run npm run ops:generate`);
    expect(drifted).toEqual([]);
  });

  it('gives a remote added to the list its service, gateway route and version variable', () => {
    const blocks = generatedBlocks([...REMOTES, { name: 'vault', dir: 'mfe-vault' }]);
    const compose = blocks['docker-compose.yml']?.['app-services'];
    expect(compose).toContain(
      [
        '  mfe-vault:',
        '    <<: *app-service',
        '    image: lifeguard/mfe-vault:${MFE_VAULT_VERSION:-0.1.0}',
        '    build:',
        '      context: .',
        '      dockerfile: ops/app/Dockerfile',
        '      args:',
        '        APP_DIR: mfe-vault',
        '    environment:',
        '      APP_VERSION: ${MFE_VAULT_VERSION:-0.1.0}',
      ].join('\n'),
    );
    const gateway = blocks['ops/gateway/nginx.conf'];
    expect(gateway?.['remote-services']).toContain('    vault mfe-vault:8080;\n');
    expect(gateway?.['remote-locations']).toContain('|teams|vault)/ {');
    expect(blocks['.env.example']?.['app-versions']).toMatch(/^MFE_VAULT_VERSION=0\.1\.0$/m);
  });

  it('replaces only what lies between the markers, at their indentation', () => {
    const text = [
      'kept',
      '  # BEGIN generated list by npm run ops:generate (contracts/src/remotes.mjs)',
      '  old',
      '  # END generated list',
      'kept too',
      '',
    ].join('\n');
    expect(fillBlocks(text, { list: '  a\n  b\n' }, 'f')).toBe(
      [
        'kept',
        '  # BEGIN generated list by npm run ops:generate (contracts/src/remotes.mjs)',
        '  a',
        '  b',
        '  # END generated list',
        'kept too',
        '',
      ].join('\n'),
    );
    expect(() => fillBlocks('no markers\n', { list: 'a\n' }, 'f')).toThrow(
      'f has no "# BEGIN generated list',
    );
  });
});
