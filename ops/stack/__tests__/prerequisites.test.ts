/**
 * `npm run stack` names the Debian packages it lacks before it starts anything (issue 34 item 1).
 */
import { checkPrerequisites, missingPackages } from '../prerequisites.mjs';

const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** A machine with the given commands on PATH and the given files. */
const machine = (commands: string[], files: string[]) => ({
  hasCommand: (name: string) => commands.includes(name),
  exists: (path: string) => files.includes(path),
});

describe('the stack prerequisites', () => {
  it('passes with nginx on PATH and its brotli module', () => {
    expect(missingPackages(machine(['nginx'], [BROTLI]))).toEqual([]);
    expect(() => checkPrerequisites(machine(['nginx'], [BROTLI]))).not.toThrow();
  });

  it('names both packages and the command that installs them when nginx is missing', () => {
    expect(() => checkPrerequisites(machine([], []))).toThrow(
      'Debian packages missing: nginx, libnginx-mod-http-brotli-static. ' +
        'Install them (as root) with: apt-get install -y nginx libnginx-mod-http-brotli-static',
    );
  });

  it('names only the brotli module when nginx is there without it', () => {
    expect(missingPackages(machine(['nginx'], []))).toEqual(['libnginx-mod-http-brotli-static']);
    expect(() => checkPrerequisites(machine(['nginx'], []))).toThrow(
      'apt-get install -y libnginx-mod-http-brotli-static',
    );
  });
});
