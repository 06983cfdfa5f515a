// @ts-check
/**
 * Reads docker-compose.yml as Compose does (issue 18 "The same topology without Docker"): YAML
 * with anchors and merge keys, `${VAR}`, `${VAR:-default}` and `${VAR-default}` from the
 * environment over `.env`, and each built service's Dockerfile (its final stage: ARG, WORKDIR,
 * ENV, COPY, ENTRYPOINT, CMD), so `npm run stack` runs what the images would run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseEnv } from 'node:util';
import { parse } from 'yaml';

/**
 * @typedef {{ condition: string }} Dependency
 * @typedef {{
 *   name: string,
 *   image?: string,
 *   build?: { context?: string, dockerfile?: string, args?: Record<string, string> | string[] },
 *   command?: string[],
 *   environment?: Record<string, string>,
 *   volumes?: string[],
 *   expose?: string[],
 *   healthcheck?: { test: string[] },
 *   depends_on?: Record<string, Dependency>,
 *   deploy?: { replicas?: number },
 *   working_dir?: string,
 * }} Service
 * @typedef {{
 *   workdir: string,
 *   env: Record<string, string>,
 *   copies: { from: string, to: string, stage: boolean }[],
 *   entrypoint: string[],
 *   cmd: string[],
 * }} Image
 */

/**
 * `text` with Compose's interpolation applied from `vars`: `$$` is a `$`; an unset (or, with
 * `:-`, empty) variable takes its default.
 * @param {string} text @param {Record<string, string | undefined>} vars
 * @throws {Error} for `${VAR:?message}` with VAR unset or empty
 */
export function interpolate(text, vars) {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name, colon, kind, operand, bare) => {
      if (match === '$$') return '$';
      const key = name ?? bare;
      const value = vars[key];
      const missing = value === undefined || (colon === ':' && value === '');
      if (!missing || !kind) return value ?? '';
      if (kind === '?') throw new Error(`${key}: ${operand || 'is not set'}`);
      return operand;
    },
  );
}

/**
 * The variables Compose interpolates with: the process environment over `<root>/.env`.
 * @param {string} root
 */
export function composeVariables(root) {
  const file = join(root, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

/**
 * The services of `<root>/docker-compose.yml`, interpolated, anchors merged, `environment` as
 * an object of strings.
 * @param {string} root @param {Record<string, string | undefined>} vars
 * @returns {Service[]}
 */
export function readCompose(root, vars) {
  const text = interpolate(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), vars);
  const document = parse(text, { merge: true });
  return Object.entries(document.services).map(([name, service]) => ({
    ...service,
    name,
    environment: Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value ?? '')]),
    ),
  }));
}

/** A Dockerfile instruction's JSON array (`["a", "b"]`) or shell form as one `sh -c`. */
const argv = (/** @type {string} */ text) =>
  text.trim().startsWith('[') ? JSON.parse(text) : ['sh', '-c', text.trim()];

/**
 * A service's `build.args` (a map, or Compose's `NAME=value` list) as a map, for
 * {@link readDockerfile} (issue 34 item 1).
 * @param {Record<string, string> | string[] | undefined} args
 * @returns {Record<string, string>}
 */
export function buildArgs(args) {
  const pairs = Array.isArray(args)
    ? args.map((pair) => [pair.split('=')[0] ?? '', pair.split('=').slice(1).join('=')])
    : Object.entries(args ?? {});
  return Object.fromEntries(pairs.map(([name, value]) => [name, String(value)]));
}

/**
 * What the final stage of a Dockerfile sets up: its working directory, environment, the files
 * copied in (from the build context, or from an earlier stage whose WORKDIR held the context),
 * ENTRYPOINT and CMD. `given` are the build arguments (`--build-arg`, Compose's `build.args`):
 * a stage's `ARG` takes one (else its default) and WORKDIR, ENV and COPY read it as `${NAME}`,
 * as Docker does (issue 34 item 1: one ops/app/Dockerfile for every app, by `APP_DIR`).
 * @param {string} file absolute path
 * @param {Record<string, string>} [given]
 * @returns {Image}
 */
export function readDockerfile(file, given = {}) {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  /** @type {Image} */
  let image = { workdir: '/', env: {}, copies: [], entrypoint: [], cmd: [] };
  /** @type {Record<string, string>} the working directory of each named stage */
  const stages = {};
  let stageName = '';
  /** @type {Record<string, string>} the ARGs this stage declared, with their values */
  let declared = {};
  for (const raw of lines) {
    const [instruction = ''] = raw.split(/\s+/);
    const keyword = instruction.toUpperCase();
    const expands = keyword === 'WORKDIR' || keyword === 'ENV' || keyword === 'COPY';
    const line = expands ? interpolate(raw, { ...declared, ...image.env }) : raw;
    const rest = line.split(/\s+/).slice(1);
    const args = line.slice(instruction.length).trim();
    switch (keyword) {
      case 'FROM':
        if (stageName) stages[stageName] = image.workdir;
        stageName = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '';
        image = { workdir: '/', env: {}, copies: [], entrypoint: [], cmd: [] };
        declared = {};
        break;
      case 'ARG':
        for (const pair of rest) {
          const [key = '', ...fallback] = pair.split('=');
          declared[key] = given[key] ?? fallback.join('=');
        }
        break;
      case 'WORKDIR':
        image.workdir = posix.resolve(image.workdir, args);
        break;
      case 'ENV':
        for (const pair of rest) {
          const [key, ...value] = pair.split('=');
          if (key) image.env[key] = value.join('=');
        }
        break;
      case 'COPY': {
        const from = /--from=(\S+)/.exec(args)?.[1];
        const [source = '', target = ''] = rest.filter((part) => !part.startsWith('--'));
        const to = posix.resolve(image.workdir, target);
        if (from) {
          // The build stage copied the context into its WORKDIR: its paths are the context's.
          const stageDir = stages[from] ?? '/';
          image.copies.push({ from: posix.relative(stageDir, source), to, stage: true });
        } else image.copies.push({ from: source, to, stage: false });
        break;
      }
      case 'ENTRYPOINT':
        image.entrypoint = argv(args);
        break;
      case 'CMD':
        image.cmd = argv(args);
        break;
      default:
        break;
    }
  }
  return image;
}
