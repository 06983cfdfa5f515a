// @ts-check
/**
 * One person of the soak as the browser is to the gateway: a cookie jar (the session and the
 * csrftoken cookies), the CSRF header on every unsafe call (spec 000 §7), and every request
 * recorded (recorder.mjs). Calls never throw: a refused call or a lost connection is a sample
 * that failed, and an answer with `ok` false.
 */

/** A call's longest wait for its answer, ms. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * @typedef {{ ok: boolean, status: number | string, data: any, headers: Headers | null }} Answer
 * @typedef {{
 *   method?: string,
 *   body?: unknown,
 *   form?: Record<string, string>,
 *   headers?: Record<string, string>,
 *   expect?: (status: number) => boolean,
 * }} CallOptions  `expect` says which statuses are a success (default: below 400)
 */

/**
 * A person's client of the gateway at `origin`, recording into `recorder`.
 * @param {string} origin @param {import('./recorder.mjs').Recorder} recorder
 */
export function createClient(origin, recorder) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const keep = (/** @type {Headers} */ headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  /** The request's headers: cookies, and on an unsafe method the CSRF token. */
  function headersOf(/** @type {string} */ method, /** @type {Record<string, string>} */ extra) {
    /** @type {Record<string, string>} */
    const headers = { cookie: cookie(), ...extra };
    const token = jar.get('csrftoken');
    if (!['GET', 'HEAD'].includes(method) && token) headers['x-csrftoken'] = token;
    return headers;
  }

  const url = (/** @type {string} */ path) => (path.startsWith('http') ? path : `${origin}${path}`);

  return {
    /** The cookie `name`'s value, if set. @param {string} name */
    cookie: (name) => jar.get(name),

    /**
     * `method path` through the gateway, recorded as a `kind` request. JSON bodies (`body`) or
     * forms (`form`); redirects are not followed (their Location is in `headers`).
     * @param {string} kind @param {string} path @param {CallOptions} [options]
     * @returns {Promise<Answer>}
     */
    async call(kind, path, { method = 'GET', body, form, headers = {}, expect } = {}) {
      const start = Date.now();
      /** @type {Record<string, string>} */
      const types = body !== undefined ? { 'content-type': 'application/json' } : {};
      if (form) types['content-type'] = 'application/x-www-form-urlencoded';
      try {
        const response = await fetch(url(path), {
          method,
          headers: headersOf(method, { ...types, ...headers }),
          body: form
            ? new URLSearchParams(form).toString()
            : body !== undefined
              ? JSON.stringify(body)
              : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        const latencyMs = Date.now() - start;
        keep(response.headers);
        const text = await response.text();
        const ok = expect ? expect(response.status) : response.status < 400;
        recorder.add({ kind, start, end: Date.now(), latencyMs, ok, status: response.status });
        let data = text;
        try {
          data = JSON.parse(text);
        } catch {
          // not JSON: the text itself
        }
        return { ok, status: response.status, data, headers: response.headers };
      } catch (error) {
        const status = errorName(error);
        recorder.add({ kind, start, end: Date.now(), latencyMs: Date.now() - start, ok: false, status });
        return { ok: false, status, data: null, headers: null };
      }
    },

    /**
     * Opens a server-sent event stream (GET `path`, `headers` such as Last-Event-ID) and hands
     * each event's id and data to `onEvent` until the stream ends, `signal` aborts, or
     * `onEvent` answers true (the final event). Recorded as one `kind` request: its latency is
     * the time to the headers; it failed when it could not open, or was cut before its final
     * event without `signal` aborting. @returns whether the final event came
     * @param {string} kind @param {string} path @param {Record<string, string>} headers
     * @param {AbortSignal} signal
     * @param {(id: string | undefined, data: string) => boolean} onEvent
     */
    async stream(kind, path, headers, signal, onEvent) {
      const start = Date.now();
      let latencyMs = 0;
      /** @type {number | string} */
      let status;
      let final = false;
      try {
        const response = await fetch(url(path), {
          headers: headersOf('GET', { accept: 'text/event-stream', ...headers }),
          signal,
        });
        latencyMs = Date.now() - start;
        status = response.status;
        keep(response.headers);
        if (!response.ok || !response.body) {
          await response.body?.cancel();
        } else {
          final = await readEvents(response.body, onEvent);
          if (!final) status = 'cut';
        }
      } catch (error) {
        if (!latencyMs) latencyMs = Date.now() - start;
        status = signal.aborted ? 'stalled' : errorName(error);
      }
      const ok = final || (status === 'stalled' && latencyMs > 0);
      recorder.add({ kind, start, end: Date.now(), latencyMs, ok, status });
      return final;
    },
  };
}

/** @typedef {ReturnType<typeof createClient>} Client */

/** A failed request's status: the error's code or name (ECONNRESET, TimeoutError, ...). */
function errorName(/** @type {unknown} */ error) {
  const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause;
  return cause?.code ?? (error instanceof Error ? error.name : 'error');
}

/**
 * Reads `body` as server-sent events (blocks split by a blank line; `id:` and `data:` fields;
 * comments skipped), until `onEvent` answers true or the body ends. @returns whether it did
 * @param {ReadableStream<Uint8Array>} body
 * @param {(id: string | undefined, data: string) => boolean} onEvent
 */
async function readEvents(body, onEvent) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      /** @type {string | undefined} */
      let id;
      const data = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('id:')) id = line.slice(3).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length && onEvent(id, data.join('\n'))) {
        await reader.cancel().catch(() => undefined);
        return true;
      }
    }
  }
}
