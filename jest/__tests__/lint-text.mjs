/**
 * Lints sources given on stdin with the repository's own eslint.config.mjs and prints what one
 * rule said about each, for feature-boundaries.test.ts (ESLint's config is an ES module, which
 * Jest's CommonJS module system cannot load; this runs it in a plain Node process).
 *
 * stdin: `{ rule: string, probes: { filePath: string, code: string }[] }`, file paths relative to
 * the repository root (they need not exist: only their folder matters to the rule).
 * stdout: `{ filePath, messages: { ruleId, message }[] }[]`, in the probes' order.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { rule, probes } = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === rule });

const results = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  const messages = (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
  results.push({ filePath, messages });
}
process.stdout.write(JSON.stringify(results));
