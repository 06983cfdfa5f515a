// @ts-check
// `npm run stack`: docker-compose.yml's topology as local processes (ops/stack/stack.mjs), at
// http://127.0.0.1:$STACK_PORT/app/ (default 8080), with the demo account, until Ctrl-C or
// SIGTERM. STACK_DIR (default .data/stack) holds its files; STACK_LOG=files writes each
// process's output to STACK_DIR/logs/ instead of this terminal; STACK_FRESH=1 starts on an empty
// database. Compose's variables come from .env and this process's environment.
import { seedDemo, startStack } from './stack.mjs';

const stack = await startStack({
  port: Number(process.env.STACK_PORT ?? 8080),
  dir: process.env.STACK_DIR || undefined,
  log: process.env.STACK_LOG === 'files' ? 'files' : 'inherit',
  fresh: process.env.STACK_FRESH === '1',
}).catch((error) => {
  console.error(`The stack did not start: ${error.message}`);
  process.exit(1);
});
// The demo family account, as `npm start` makes it; SEED_DEMO=false skips it.
if (process.env.SEED_DEMO !== 'false') {
  try {
    console.log(seedDemo(stack.apiEnv));
  } catch (error) {
    console.warn(`The demo account could not be created; the stack runs without it. ${error.message}`);
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
