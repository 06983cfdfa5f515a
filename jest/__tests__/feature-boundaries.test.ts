/**
 * The lint rule of issue 36 item 2 ("Feature boundaries are enforced, not hoped for"): a feature
 * importing another feature of the same remote fails `npm run lint:code`, however the import is
 * spelled, and so does a remote-level component, hook or lib importing a feature. Each remote
 * with two features or more is probed with a deliberate cross-feature import, linted with the
 * repository's own eslint.config.mjs, so the rule cannot silently stop applying.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REMOTES } from '@lifeguard/contracts/remotes';

const root = join(__dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

type Probe = { filePath: string; code: string };
type Linted = { filePath: string; messages: { ruleId: string | null; message: string }[] };

const directories = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];

/** A source file (not a test) in `featureDir`, its path from there, without extension. */
function sourceOf(featureDir: string): string | undefined {
  const found = readdirSync(featureDir, { recursive: true, encoding: 'utf8' }).find(
    (file) => /\.tsx?$/.test(file) && !file.includes('__tests__'),
  );
  return found?.replace(/\.tsx?$/, '');
}

/** Each remote with two features or more: a feature, and a source file of another one. */
const pairs = REMOTES.flatMap(({ dir }) => {
  const featuresDir = join(root, dir, 'src/features');
  const [own, other] = directories(featuresDir).map((entry) => entry.name);
  const file = other && sourceOf(join(featuresDir, other));
  return own && other && file ? [{ dir, own, other, file }] : [];
});

/** Lints `probes` in a Node process of their own (lint-text.mjs). */
function lint(probes: Probe[]): Linted[] {
  const output = execFileSync(process.execPath, [join(__dirname, 'lint-text.mjs')], {
    cwd: root,
    input: JSON.stringify({ rule: RULE, probes }),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Linted[];
}

/** The probes of one remote: each is linted as if it were a file at `filePath`. */
function probesOf({ dir, own, other, file }: (typeof pairs)[number]): Probe[] {
  const target = `${other}/${file}`;
  const inFeature = `${dir}/src/features/${own}/components/probe.tsx`;
  return [
    { filePath: inFeature, code: `import * as other from '../../${target}';\nexport { other };\n` },
    {
      filePath: inFeature,
      code: `import type * as other from '../../../features/${target}';\nexport type { other };\n`,
    },
    { filePath: inFeature, code: `export * from '${dir}/src/features/${target}';\n` },
    { filePath: `${dir}/src/features/${own}/__tests__/probe.test.tsx`, code: `import '../../${target}';\n` },
    { filePath: `${dir}/src/lib/probe.ts`, code: `import '../features/${target}';\n` },
  ];
}

describe('lint: no feature imports another feature of its remote (issue 36 item 2)', () => {
  it('finds remotes to probe', () => {
    expect(pairs.map(({ dir }) => dir)).toEqual(expect.arrayContaining(['mfe-teams', 'mfe-dashboard']));
  });

  it('fails each deliberate cross-feature import, relative, climbing, by package path, in tests, from lib/', () => {
    const probes = pairs.flatMap(probesOf);
    const linted = lint(probes);
    const unreported = linted
      .map((result, index) => ({ ...result, code: probes[index]!.code }))
      .filter(({ messages }) => !messages.some(({ ruleId }) => ruleId === RULE));
    expect(unreported).toEqual([]);
    expect(linted[0]!.messages[0]!.message).toMatch(/Features never import each other/);
  });

  it("passes a feature's imports of itself and of the remote's own layers", () => {
    const [{ dir, own }] = pairs as [(typeof pairs)[number]];
    const ownFile = sourceOf(join(root, dir, 'src/features', own))!;
    const linted = lint([
      {
        filePath: `${dir}/src/features/${own}/probe.ts`,
        code: `import './${ownFile}';\nimport '@lifeguard/shared/routes/routes';\n`,
      },
    ]);
    expect(linted.flatMap(({ messages }) => messages)).toEqual([]);
  });
});
