// @ts-check
/**
 * The command line of `npm run stack` (ops/stack/cli.mjs; issue 35 item 3), after Compose's:
 *
 *   npm run stack [-- --scale api=3 ...]   start the stack, `api` with 3 replicas
 *   npm run stack -- scale api=3 [...]     scale the services of the stack running on STACK_PORT
 */

/** @typedef {{ command: 'up' | 'scale', scale: Record<string, number> }} StackArguments */

/**
 * `name=N` as `[name, N]`.
 * @param {string | undefined} pair
 * @returns {[string, number]}
 * @throws {Error} when it is not a service name, `=` and a whole number
 */
function replicasOf(pair) {
  const match = /^([a-z][a-z0-9-]*)=([0-9]+)$/.exec(pair ?? '');
  if (!match) throw new Error(`expected <service>=<replicas> (api=3), not ${pair ?? 'nothing'}`);
  return [match[1] ?? '', Number(match[2])];
}

/**
 * What `argv` (the arguments after the script's) asks for.
 * @param {string[]} argv
 * @returns {StackArguments}
 * @throws {Error} naming the argument it does not understand
 */
export function parseArguments(argv) {
  if (argv[0] === 'scale') {
    if (argv.length < 2) throw new Error('scale needs at least one <service>=<replicas> (api=3)');
    return { command: 'scale', scale: Object.fromEntries(argv.slice(1).map(replicasOf)) };
  }
  /** @type {Record<string, number>} */
  const scale = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] !== '--scale') throw new Error(`unknown argument ${argv[i]}`);
    const [name, replicas] = replicasOf(argv[(i += 1)]);
    scale[name] = replicas;
  }
  return { command: 'up', scale };
}
