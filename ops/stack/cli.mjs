// @ts-check
// `npm run stack`: docker-compose.yml's topology as local processes (ops/stack/stack.mjs), at
// http://127.0.0.1:$STACK_PORT/app/ (default 8080), with the demo account, until Ctrl-C or
// SIGTERM. STACK_DIR (default .data/stack) holds its files; STACK_LOG=files writes each
// process's output to STACK_DIR/logs/ instead of this terminal; STACK_FRESH=1 starts on an empty
// database. Compose's variables come from .env and this process's environment.
// `npm run stack -- --scale api=3` starts it with 3 API replicas; `npm run stack -- scale api=3`
// scales the stack running on STACK_PORT through its control server (arguments.mjs).
import { parseArguments } from './arguments.mjs';
import { seedDemo, startStack } from './stack.mjs';

const port = Number(process.env.STACK_PORT ?? 8080);
/** @type {import('./arguments.mjs').StackArguments} */
let args;
try {
  args = parseArguments(process.argv.slice(2));
} catch (error) {
  console.error(`npm run stack: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

if (args.command === 'scale') {
  const control = `http://127.0.0.1:${port - 1}`;
  for (const [name, replicas] of Object.entries(args.scale)) {
    const response = await fetch(`${control}/services/${name}/scale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ replicas }),
    }).catch((error) => {
      console.error(`No stack answers at ${control} (STACK_PORT ${port}): ${error.message}`);
      process.exit(1);
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok || !Array.isArray(answer)) {
      console.error(`Scaling ${name} failed: ${answer.error ?? `HTTP ${response.status} from ${control}`}`);
      process.exit(1);
    }
    const mine = /** @type {{ id: string, service: string, address: string, up: boolean }[]} */ (answer)
      .filter((p) => p.service === name)
      .map((p) => `${p.id} ${p.address}${p.up ? '' : ' (down)'}`);
    console.log(`${name}: ${mine.join(', ') || 'no replica'}`);
  }
  process.exit(0);
}

const stack = await startStack({
  port,
  dir: process.env.STACK_DIR || undefined,
  log: process.env.STACK_LOG === 'files' ? 'files' : 'inherit',
  fresh: process.env.STACK_FRESH === '1',
  scale: args.scale,
}).catch((/** @type {Error} */ error) => {
  console.error(`The stack did not start: ${error.message}`);
  process.exit(1);
});
// The demo family account, as `npm start` makes it; SEED_DEMO=false skips it.
if (process.env.SEED_DEMO !== 'false') {
  try {
    console.log(seedDemo(stack.apiEnv));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`The demo account could not be created; the stack runs without it. ${reason}`);
  }
}
console.log(`Lifeguard's stack is running at ${stack.origin}/app/ (control: ${stack.controlUrl}/status)`);
let closing = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log('Stopping the stack…');
    void stack.close().then(() => process.exit(0));
  });
}
