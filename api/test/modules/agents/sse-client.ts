import { request, type IncomingHttpHeaders } from 'node:http';
import type { AgentEvent } from '@lifeguard/contracts/schemas/agents';

/** One frame of a text/event-stream: an event (`id:` and JSON `data:`) or a comment line. */
export type SseFrame = { id?: string; data?: AgentEvent; comment?: string };

export type SseClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as received so far. */
  raw(): string;
  frames: SseFrame[];
  /** The events (frames with data) received so far. */
  events(): AgentEvent[];
  /** The first frame matching, now or when it arrives. @throws when the stream ends first. */
  waitFor(match: (frame: SseFrame) => boolean): Promise<SseFrame>;
  /** Settles when the server ends the stream (or the client closes it). */
  ended: Promise<void>;
  close(): void;
};

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length) frame.data = JSON.parse(data.join('\n')) as AgentEvent;
  return frame;
}

/**
 * Opens `path` on the server at `origin` as a browser's EventSource would (cookies, optional
 * Last-Event-ID), over real HTTP; resolves once the response headers arrive.
 */
export function openStream(
  origin: string,
  path: string,
  { cookie, lastEventId }: { cookie: string; lastEventId?: number },
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const req = request(new URL(path, origin), { headers }, (res) => {
      let text = '';
      let pending = '';
      let done = false;
      const frames: SseFrame[] = [];
      const waiters = new Set<() => void>();
      const wake = () => waiters.forEach((waiter) => waiter());
      const ended = new Promise<void>((settle) => {
        const finish = () => {
          done = true;
          wake();
          settle();
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        let boundary = pending.indexOf('\n\n');
        while (boundary >= 0) {
          frames.push(parseFrame(pending.slice(0, boundary)));
          pending = pending.slice(boundary + 2);
          boundary = pending.indexOf('\n\n');
        }
        wake();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: () => text,
        frames,
        events: () => frames.flatMap((frame) => (frame.data ? [frame.data] : [])),
        waitFor: (match) =>
          new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find(match);
              if (frame) found(frame);
              else if (done) fail(new Error(`stream ended without the frame; got ${text}`));
              else return;
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          }),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
