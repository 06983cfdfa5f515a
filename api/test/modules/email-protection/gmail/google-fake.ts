import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GMAIL_SCOPE } from '@lifeguard/contracts/email-protection';
import type { GmailEndpoints } from '../../../../src/modules/email-protection/gmail/endpoints.js';

/** A request the fake received: path without query, query and form parameters, headers. */
export type Received = {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  headers: IncomingHttpHeaders;
};

/** A forced answer for the next request to `path`. */
type Scripted = { path: string; status: number; body?: object; headers?: Record<string, string> };

const USERS = '/gmail/v1/users/me';
export const RAW_MESSAGE = 'From: a@example.com\r\nSubject: Hi\r\n\r\nHello\r\n';

/** Google's usual answers: tokens, profile, one page of ids, a raw message, a history page. */
function usual(path: string, query: Record<string, string>, form: Record<string, string>): [number, object] {
  if (path === '/token' && form.grant_type === 'refresh_token') {
    return form.refresh_token === 'dead-token'
      ? [400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }]
      : [200, { access_token: 'access-1', expires_in: 3599, token_type: 'Bearer', scope: GMAIL_SCOPE }];
  }
  if (path === '/token' && form.grant_type === 'authorization_code') {
    if (form.code === 'used-code') return [400, { error: 'invalid_grant', error_description: 'Bad Request' }];
    const scope = form.code === 'openid-only' ? 'openid email' : GMAIL_SCOPE;
    return [
      200,
      {
        access_token: 'access-0',
        refresh_token: 'refresh-new',
        expires_in: 3599,
        token_type: 'Bearer',
        scope,
      },
    ];
  }
  if (path === '/revoke') return [200, {}];
  if (path === `${USERS}/profile`) {
    return [200, { emailAddress: 'owner@gmail.com', messagesTotal: 2, threadsTotal: 2, historyId: '4242' }];
  }
  if (path === `${USERS}/messages`) {
    return [
      200,
      {
        messages: [
          { id: 'm2', threadId: 't2' },
          { id: 'm1', threadId: 't1' },
        ],
        nextPageToken: 'page-2',
        resultSizeEstimate: 3,
      },
    ];
  }
  if (path.startsWith(`${USERS}/messages/`)) {
    const id = path.slice(`${USERS}/messages/`.length);
    const raw = Buffer.from(RAW_MESSAGE).toString('base64url');
    return [200, { id, threadId: 't1', labelIds: ['INBOX', 'UNREAD'], internalDate: '1700000000000', raw }];
  }
  if (path === `${USERS}/history`) {
    const added = (id: string) => ({ message: { id, threadId: id, labelIds: ['INBOX'] } });
    return [
      200,
      {
        history: [
          { id: '4300', messagesAdded: [added('m3'), added('m4')] },
          { id: '4301', messagesAdded: [added('m3')] },
        ],
        historyId: '4301',
      },
    ];
  }
  return [404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } }];
}

/**
 * A fake of Google's OAuth and Gmail REST endpoints on 127.0.0.1:0, recording every request;
 * `script` forces answers (429, 503, 404...) for the next requests to a path, in order.
 */
export function googleFake() {
  const received: Received[] = [];
  const script: Scripted[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ method: req.method ?? '', path: url.pathname, query, form, headers: req.headers });
      const forced = script.findIndex((s) => s.path === url.pathname);
      const scripted = forced >= 0 ? script.splice(forced, 1)[0] : undefined;
      const [status, answer] = scripted
        ? [scripted.status, scripted.body ?? { error: { code: scripted.status, message: 'scripted' } }]
        : usual(url.pathname, query, form);
      res
        .writeHead(status, { 'content-type': 'application/json', ...scripted?.headers })
        .end(JSON.stringify(answer));
    });
  });
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    script,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The client's endpoints at this fake (as for Google: no stand-in, the global fetch). */
    endpoints: (overrides: Partial<GmailEndpoints> = {}): GmailEndpoints => ({
      authBaseUrl: `${origin()}/o/oauth2/v2/auth`,
      tokenUrl: `${origin()}/token`,
      revokeUrl: `${origin()}/revoke`,
      gmailBaseUrl: origin(),
      clientId: 'client-1',
      clientSecret: 'secret-1',
      local: false,
      ...overrides,
    }),
    USERS,
  };
}
