import { ConfigError, parseEnv } from './config/env.js';
import { deriveConfig } from './config/derive.js';
import type { Config } from './config/types.js';

/**
 * The server's configuration (README "Configuration"), read once at start from the
 * environment: its schema (config/env.ts), the Config object made of it (config/derive.ts,
 * config/hosts.ts) and that object's shape (config/types.ts). What the rest of the server
 * imports of config/ it imports from here.
 */

export { ConfigError } from './config/env.js';
export type {
  AgentLimits,
  Config,
  FrontendUrls,
  LlmConfig,
  RemoteOverride,
  TwilioConfig,
} from './config/types.js';

/**
 * Reads and validates the environment. SECRET_KEY, when unset, is generated once and kept in
 * DATA_DIR/secret-key so sessions and tokens survive restarts.
 * @throws ConfigError naming the offending variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return deriveConfig(parseEnv(env));
}

/**
 * {@link loadConfig} for an entry point (the server, the worker): an invalid configuration is
 * printed as its one-line message and the process exits with status 1.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
