import type { FastifyServerOptions } from 'fastify';

/**
 * Where submitted values and secrets could appear in a log line (issue 15 item 2): bodies and
 * query values (breached data, passwords, codes), and the headers that carry credentials.
 */
export const LOG_REDACT_PATHS = [
  'req.body',
  'req.query',
  'req.params',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'req.headers["x-password-reset-key"]',
  'res.headers["set-cookie"]',
  'body',
  'query',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrftoken"]',
  'headers["x-password-reset-key"]',
  'err.params',
  'err.query',
];

/**
 * A URL fit for a log: the query string replaced (its values are the client's), and the key of a
 * password reset page (`/account/reset-password/<key>`) masked.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : `${url.slice(0, q)}?[Redacted]`;
  return path.replace(/(\/reset-password\/)[^/?]+/, '$1[Redacted]');
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Drizzle words a failed query as `Failed query: <sql>\nparams: <values>`: keep the SQL only. */
const stripParams = (text = '') => text.replace(/\nparams: [^\n]*/g, '\nparams: [Redacted]');

type LoggedError = Error & { code?: unknown; statusCode?: unknown; cause?: unknown };

/**
 * An error as logged: type, message and stack without query parameters, Fastify's code and the
 * database's SQLSTATE (`cause.code`), never the driver's `detail`, which quotes row values.
 */
export function serializeError(error: LoggedError) {
  const cause = error.cause as { code?: unknown } | undefined;
  return {
    type: error.name,
    message: stripParams(error.message),
    stack: stripParams(error.stack),
    code: error.code,
    statusCode: error.statusCode,
    causeCode: cause?.code,
  };
}

/** The server's pino options at `level`: redacted paths, request URLs and errors as above. */
export function loggerOptions(level: string): Extract<FastifyServerOptions['logger'], object> {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
  };
}
