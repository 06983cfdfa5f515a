/**
 * A Playwright reporter printing the 20 slowest spec files of the run, slowest first (issue 29
 * "See where the time goes"). A file's time is the sum of its tests' durations in seconds,
 * whichever workers ran them: Playwright's own `reportSlowTests` leaves out every file whose
 * tests ran on more than one worker, which with `fullyParallel` is most of them.
 */
import { relative } from 'node:path';
import type { ReporterDescription } from '@playwright/test';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { REPO_ROOT } from './product';

const MAX_FILES = 20;

export default class SlowestFilesReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = `[${test.parent.project()?.name ?? ''}] ${relative(REPO_ROOT, test.location.file)}`;
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(): void {
    const slowest = [...this.files].sort(([, a], [, b]) => b.ms - a.ms).slice(0, MAX_FILES);
    if (slowest.length === 0) return;
    const lines = slowest.map(
      ([file, { ms, tests }]) =>
        `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${String(tests).padStart(3)} tests  ${file}`,
    );
    console.log(`\nSlowest ${slowest.length} test files (their tests' time, summed):\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** The reporters of both browser suites: the list, the slowest files, and GitHub's annotations on CI. */
export const REPORTERS: ReporterDescription[] = [
  ['list'],
  ['./support/slowest-files-reporter.ts'],
  ...(process.env.CI ? [['github'] as ReporterDescription] : []),
];
