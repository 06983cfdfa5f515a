import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request the stand-in received. */
export type ChatRequest = { headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** What the stand-in answers one request: SSE chunks, an error status, or chunks then silence. */
export type ChatReply =
  { chunks: object[] } | { status: number; body: unknown } | { chunks: object[]; hang: true };

const chunk = (delta: object, finishReason: string | null = null) => ({
  id: 'chatcmpl-stand-in',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});

/** A streamed answer that calls one tool, its JSON arguments in two pieces. */
export function toolCall(id: string, name: string, input: object): object[] {
  const args = JSON.stringify(input);
  const half = Math.floor(args.length / 2);
  return [
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }],
    }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
    chunk({}, 'tool_calls'),
  ];
}

/** A streamed text answer, one chunk per piece. */
export const text = (...pieces: string[]): object[] => [
  chunk({ role: 'assistant', content: '' }),
  ...pieces.map((content) => chunk({ content })),
  chunk({}, 'stop'),
];

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1: `POST /v1/chat/completions` answers
 * what `reply` gives for the n-th request (from 0), as server-sent events (`data:` JSON chunks,
 * then `data: [DONE]`) or an error; it records each request.
 */
export async function startChatStandIn(reply: (request: ChatRequest, n: number) => ChatReply) {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (piece: Buffer) => (raw += piece.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = { headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> };
      requests.push(request);
      const answer = reply(request, requests.length - 1);
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const data of answer.chunks) res.write(`data: ${JSON.stringify(data)}\n\n`);
      if (!('hang' in answer)) res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON content of the last `tool` message of a request. */
export function lastToolResult(request: ChatRequest): { tool_call_id: string; content: string } {
  const tools = (request.body.messages as { role: string; tool_call_id: string; content: string }[]).filter(
    (m) => m.role === 'tool',
  );
  const last = tools.at(-1);
  if (!last) throw new Error('no tool result in the request');
  return last;
}
