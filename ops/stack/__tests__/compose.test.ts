/**
 * docker-compose.yml as issue 18 asks for it, and as `npm run stack` runs it (ops/stack).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_DIRS, REMOTES } from '@lifeguard/contracts/remotes';
import { buildArgs, interpolate, readCompose, readDockerfile } from '../compose.mjs';
import { planStack } from '../plan.mjs';

const root = join(__dirname, '..', '..', '..');
const services = readCompose(root, {});
const byName = new Map(services.map((s) => [s.name, s]));
/** `MFE_AUTH_VERSION` for `mfe-auth`, `SHELL_VERSION` for `shell`. */
const versionVariable = (dir: string) => `${dir.toUpperCase().replace(/-/g, '_')}_VERSION`;
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');

describe('interpolate (Compose variables)', () => {
  it('takes the value, else the default; `:-` also replaces an empty value; `$$` is a dollar', () => {
    expect(interpolate('${A:-x} ${B:-y} ${C-z} ${C:-w} $$A $A', { A: '1', C: '' })).toBe('1 y  w $A 1');
  });
  it('fails on a required variable that is missing', () => {
    expect(() => interpolate('${SECRET:?set it}', {})).toThrow('SECRET: set it');
  });
});

describe('docker-compose.yml', () => {
  it('has one service per federated app, each from ops/app/Dockerfile by APP_DIR, tagged by its own version variable', () => {
    for (const dir of APP_DIRS) {
      const service = byName.get(dir);
      expect(service?.build?.dockerfile).toBe('ops/app/Dockerfile');
      expect(service?.build?.args).toEqual({ APP_DIR: dir });
      expect(composeText).toContain(`image: lifeguard/${dir}:\${${versionVariable(dir)}:-`);
      expect(composeText).toContain(`APP_VERSION: \${${versionVariable(dir)}:-`);
      const image = readDockerfile(join(root, 'ops', 'app', 'Dockerfile'), buildArgs(service?.build?.args));
      expect(image.env.APP_DIR).toBe(dir);
      expect(image.copies).toContainEqual({ from: `${dir}/dist`, to: '/dist', stage: true });
    }
  });

  it('pins every image to a version, never latest', () => {
    for (const service of services) {
      expect(service.image).toMatch(/^[a-z0-9/_.-]+:[0-9][A-Za-z0-9._-]*$/);
      expect(service.image).not.toMatch(/:latest$/);
    }
    for (const dir of ['ops/app', 'api']) {
      for (const [, image] of readFileSync(join(root, dir, 'Dockerfile'), 'utf8').matchAll(/^FROM (\S+)/gm)) {
        expect(image).toMatch(/:[0-9]/);
      }
    }
  });

  it('runs 2 API replicas without migrations or jobs, one migration, one worker', () => {
    expect(byName.get('api')?.deploy?.replicas).toBe(2);
    expect(byName.get('api')?.environment).toMatchObject({ MIGRATE: 'false', JOBS_RUN: 'false' });
    expect(byName.get('migrate')?.command).toContain('src/cli/migrate.ts');
    expect(byName.get('worker')?.command).toContain('src/worker.ts');
    expect(byName.get('api')?.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
  });

  it('checks the health of every long-running service and waits on healthy dependencies', () => {
    for (const service of services.filter((s) => s.name !== 'migrate')) {
      expect(service.healthcheck?.test.length).toBeGreaterThan(1);
    }
    for (const service of services) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(byName.has(dependency)).toBe(true);
        expect(condition).toBe(
          dependency === 'migrate' ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    }
  });

  it('documents every variable it reads in .env.example', () => {
    const documented = readFileSync(join(root, '.env.example'), 'utf8');
    const used = new Set([...composeText.matchAll(/\$\{([A-Z_]+)[:}-]/g)].map((m) => m[1]));
    for (const name of used) expect(documented).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('the gateway configuration', () => {
  const gateway = readFileSync(join(root, 'ops', 'gateway', 'nginx.conf'), 'utf8');

  it('routes each remote of the one list to its service, and only those', () => {
    const mapped = [...gateway.matchAll(/^\s+([a-z]+) (mfe-[a-z]+):8080;$/gm)].map((m) => [m[1], m[2]]);
    expect(mapped).toEqual(REMOTES.map(({ name, dir }) => [name, dir]));
    expect(gateway).toContain(`(?<remote>${REMOTES.map((r) => r.name).join('|')})`);
  });

  it("sends the server's own pages (the help centre, issue 33; terms, privacy) to the API", () => {
    // nginx picks the longest matching prefix unless a regular expression matches.
    const locations = [...gateway.matchAll(/^\s+location\s+(=|~|\^~)?\s*(\S+)\s*\{/gm)];
    for (const path of ['/help/', '/help/two-factor-sign-in/', '/terms/', '/privacy/']) {
      const matching = locations.filter(([, modifier, pattern]) =>
        modifier === '='
          ? pattern === path
          : modifier === '~'
            ? new RegExp(pattern!).test(path)
            : path.startsWith(pattern!),
      );
      expect({ path, locations: matching.map((m) => m[2]) }).toEqual({ path, locations: ['/'] });
    }
    expect(gateway).toMatch(/location \/ \{\s*proxy_pass http:\/\/\$api_upstream;/);
  });

  it('looks every service up at run time, so it follows scaling (issue 35 item 3)', () => {
    expect(gateway).toMatch(/^\s*resolver \S+ valid=[0-9]+s ipv6=off;$/m);
    // An upstream block or a literal name would be resolved once, when nginx starts.
    expect(gateway).not.toMatch(/^\s*upstream\s/m);
    const targets = [...gateway.matchAll(/proxy_pass (\S+);/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(4);
    for (const target of targets) expect(target).toMatch(/^http:\/\/\$[a-z_]+$/);
    expect(gateway).toContain('set $api_upstream api:8000;');
    expect(gateway).toContain('proxy_next_upstream error timeout http_502 http_503;');
  });

  it('streams server-sent events unbuffered with long timeouts', () => {
    const sse = /location \/agents\/stream\/ \{([^}]*)\}/.exec(gateway)?.[1] ?? '';
    expect(sse).toContain('proxy_buffering off;');
    expect(sse).toMatch(/proxy_read_timeout 1h;/);
  });
});

describe('planStack (npm run stack)', () => {
  const dir = join(root, '.data', 'stack-plan-test');
  const plan = planStack(services, { root, dir, firstPort: 9200 });
  const planned = new Map(plan.services.map((s) => [s.name, s]));

  it("uses the machine's PostgreSQL and Redis, and the repository's builds and scripts", () => {
    expect(planned.get('postgres')?.machine).toBe(true);
    const api = planned.get('api')?.replicas[0];
    expect(api?.env.DATABASE_URL).toMatch(/@127\.0\.0\.1:5432\//);
    expect(api?.env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(api?.cwd).toBe(join(root, 'api'));
    const auth = planned.get('mfe-auth')?.replicas[0];
    expect(auth?.argv).toEqual([join(root, 'ops', 'app', 'entrypoint.sh')]);
    expect(auth?.env.APP_DIST).toBe(join(root, 'mfe-auth', 'dist'));
    expect(auth?.env.APPS_ROOT).toBe(join(dir, 'volumes', 'apps'));
    expect(api?.env.APPS_DIR).toBe(join(dir, 'volumes', 'apps'));
  });
});
