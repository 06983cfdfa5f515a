/**
 * A Jest reporter printing the slowest test files of the run, slowest first, with their time
 * from start to end in seconds (issue 29 "See where the time goes"). Options: `{ max }` (20).
 */
import { relative } from 'node:path';

export default class SlowestFilesReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.max = options.max ?? 20;
  }

  onRunComplete(_testContexts, results) {
    const files = results.testResults
      .map((file) => ({
        path: relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.numPassingTests + file.numFailingTests + file.numPendingTests,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, this.max);
    if (files.length === 0) return;
    const lines = files.map(
      ({ path, seconds, tests }) =>
        `  ${seconds.toFixed(1).padStart(6)} s  ${String(tests).padStart(3)} tests  ${path}`,
    );
    process.stderr.write(`\nSlowest ${files.length} test files:\n${lines.join('\n')}\n`);
  }
}
