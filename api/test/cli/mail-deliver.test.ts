import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/gmail/', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-cli-mail-'));
const { NODE_OPTIONS: _flags, ...baseEnv } = process.env;
// INIT_CWD is where `npm run` was typed: relative file names are read from there.
const env = { ...baseEnv, DATA_DIR: dataDir, INIT_CWD: fixtures, LOG_LEVEL: 'warn' };

/** Bounds a run of tsx, which takes seconds to start on a busy machine; not a wait. */
const CLI_TIMEOUT = 120_000;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function mailDeliver(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/mail-deliver.ts', ...args],
      { cwd: apiDir, env },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

describe('npm run mail:deliver (issue 14)', () => {
  it(
    'delivers files named relative to where it was run, and says where they went',
    async () => {
      const { code, out } = await mailDeliver('--to', 'Ada@Example.com', 'scam.eml', 'ordinary.eml');
      expect(code).toBe(0);
      expect(out).toContain(`Delivered ${join(fixtures, 'scam.eml')} as `);
      expect(out).toContain(`2 message(s) delivered to ${join(dataDir, 'gmail', 'ada@example.com')}`);
      expect(readdirSync(join(dataDir, 'gmail', 'ada@example.com'))).toHaveLength(2);
    },
    CLI_TIMEOUT,
  );

  it(
    'explains what is wrong: no --to, no file, a missing file, a bad address',
    async () => {
      const [noAddress, noFile, missing, badAddress] = await Promise.all([
        mailDeliver('scam.eml'),
        mailDeliver('--to', 'ada@example.com'),
        mailDeliver('--to', 'ada@example.com', 'gone.eml'),
        mailDeliver('--to', 'nobody', 'scam.eml'),
      ]);
      expect(noAddress).toMatchObject({ code: 1, err: expect.stringContaining('--to EMAIL is required.') });
      expect(noFile).toMatchObject({ code: 1, err: expect.stringContaining('Name at least one .eml file.') });
      expect(missing).toMatchObject({ code: 1, err: `${join(fixtures, 'gone.eml')}: no such file.\n` });
      expect(badAddress).toMatchObject({ code: 1, err: '"nobody" is not a valid email address.\n' });
    },
    CLI_TIMEOUT,
  );
});
