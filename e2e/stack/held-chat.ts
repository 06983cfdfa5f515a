/**
 * An OpenAI-compatible chat-completions server on loopback for the assistant (LLM_BASE_URL)
 * whose answer stops half-way until the test lets it go on: the first half streams at once,
 * the second after `release()`. It remembers which answer is under way.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const chunk = (delta: object, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-held',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'held',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

/** Starts the server; every answer is `first`, held, then `second`. */
export async function startHeldChat(first: string, second: string) {
  let held: ServerResponse | null = null;
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      received += 1;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      response.write(chunk({ content: first }));
      held = response;
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** How many answers were asked for so far. */
    received: () => received,
    /** Sends the rest of the answer under way. */
    release() {
      held?.write(chunk({ content: second }));
      held?.write(chunk({}, 'stop'));
      held?.end('data: [DONE]\n\n');
      held = null;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
