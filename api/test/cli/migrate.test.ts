import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-cli-'));
const { DATABASE_URL: _ignored, NODE_OPTIONS: _flags, ...baseEnv } = process.env;
const env = { ...baseEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

function migrate(extraEnv: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/migrate.ts'],
      { cwd: apiDir, env: { ...env, ...extraEnv } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Issue 18 "Migrations run once, in a one-shot service": `npm run migrate`. */
describe('npm run migrate', () => {
  it('applies the migrations, exits 0, and finds nothing to do the second time', async () => {
    const first = await migrate();
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toMatch(/^Database migrated \(pending at start: 0000_init, /);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await migrate();
    expect(again).toMatchObject({ code: 0, out: 'Database already up to date: no migration pending.\n' });
    // A bound on a failure, not a wait: tsx processes migrating PGlite on a busy machine.
  }, 300_000);

  it('exits 1 with the reason when the database cannot be reached', async () => {
    const failed = await migrate({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' });
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/^migrate failed: .*ECONNREFUSED/);
  }, 300_000);
});
