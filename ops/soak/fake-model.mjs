// @ts-check
/**
 * The soak's language model (issue 35 item 4): an OpenAI-compatible chat-completions server on
 * loopback, for the assistant's LLM_BASE_URL, that streams each answer in pieces over 2–5 s, as
 * a slow real model does. The text, its pieces and its pace derive from the question alone, so
 * a run taken over by another process and asked again gets the very same answer.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const WORDS = [
  'check',
  'the',
  'sender',
  'before',
  'you',
  'click',
  'any',
  'link',
  'never',
  'share',
  'a',
  'code',
  'call',
  'your',
  'bank',
  'on',
  'its',
  'own',
  'number',
  'and',
  'delete',
  'this',
  'message',
  'calmly',
];

/** The model's name for LLM_MODEL. */
export const FAKE_MODEL = 'soak-slow';

/**
 * The answer to `question`: its `text` (what a completed run stores as its response), the
 * `pieces` it streams in (6 to 10, concatenating to `text`) and `durationMs` (2,000 to 5,000)
 * over which they stream. Pure: the same question always gets the same answer.
 * @param {string} question
 * @returns {{ text: string, pieces: string[], durationMs: number }}
 */
export function answerTo(question) {
  const digest = createHash('sha256').update(question).digest();
  const byte = (/** @type {number} */ i) => digest[i] ?? 0;
  const words = Array.from({ length: 12 + (byte(0) % 8) }, (_, i) => WORDS[byte(i + 1) % WORDS.length]);
  const text = `Soak answer ${digest.toString('hex', 0, 4)}: ${words.join(' ')}.`;
  const tokens = text.split(/(?<= )/);
  const count = 6 + (byte(30) % 5);
  const size = Math.ceil(tokens.length / count);
  const pieces = Array.from({ length: Math.ceil(tokens.length / size) }, (_, i) =>
    tokens.slice(i * size, (i + 1) * size).join(''),
  );
  return { text, pieces, durationMs: 2_000 + (digest.readUInt16BE(28) % 3_001) };
}

/** One chat.completion.chunk as a server-sent event. */
const chunk = (/** @type {object} */ delta, /** @type {string | null} */ finishReason = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-soak',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: FAKE_MODEL,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

/**
 * The text of the last user message of a chat-completions request body (a string, or an array
 * of parts whose text parts count); '' when there is none.
 * @param {unknown} body
 */
function lastQuestion(body) {
  const messages = /** @type {{ messages?: { role?: string, content?: unknown }[] }} */ (body ?? {}).messages;
  const last = [...(messages ?? [])].reverse().find((message) => message.role === 'user');
  const content = last?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
}

/**
 * Starts the model on a loopback port. `baseUrl` is LLM_BASE_URL (`http://127.0.0.1:<port>/v1`);
 * `counts()` says how many answers were asked for, streamed to their end, and cut (the asking
 * process went away mid-answer: a killed replica).
 * @returns {Promise<{ baseUrl: string, counts(): { asked: number, answered: number, cut: number }, close(): Promise<void> }>}
 */
export async function startFakeModel() {
  const counts = { asked: 0, answered: 0, cut: 0 };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data) => (raw += data));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        response.writeHead(400).end();
        return;
      }
      counts.asked += 1;
      const { pieces, durationMs } = answerTo(lastQuestion(body));
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      const step = durationMs / pieces.length;
      const timers = pieces.map((piece, i) =>
        setTimeout(
          () => {
            response.write(chunk({ content: piece }));
            if (i < pieces.length - 1) return;
            response.write(chunk({}, 'stop'));
            response.end('data: [DONE]\n\n');
            counts.answered += 1;
          },
          step * (i + 1),
        ),
      );
      response.on('close', () => {
        if (response.writableFinished) return;
        timers.forEach(clearTimeout);
        counts.cut += 1;
      });
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}
