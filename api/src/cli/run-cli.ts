import { ConfigError } from '../config.js';
import { DatabaseLockedError } from '../db/embedded.js';

/** Prints `message` to stderr; the exit code of a refused command. */
export function fail(message: string): number {
  console.error(message);
  return 1;
}

/**
 * Runs a command-line tool's `main` on its arguments and exits with its code; an error exits 1
 * with its message (prefixed by `name` unless it is a configuration or database-lock error).
 */
export function runCli(name: string, main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DatabaseLockedError;
      const message = error instanceof Error ? error.message : String(error);
      console.error(known ? message : `${name} failed: ${message}`);
      process.exit(1);
    },
  );
}
