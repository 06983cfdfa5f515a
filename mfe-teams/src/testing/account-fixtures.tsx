import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import type { User as ApiUser } from '@lifeguard/contracts/schemas/users';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';

/** The CSRF cookie tests sign in with; unsafe calls must carry it as `X-CSRFToken`. */
export const CSRF_TOKEN = 'csrf-test-token';

/** A signed-in user with a password and no photo, as the server sends it (contracts UserSchema). */
export function accountUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    middle_name: '',
    suffix: '',
    display_name: 'Ada Lovelace',
    full_name: 'Ada Lovelace',
    avatar_url: null,
    initials: 'AL',
    is_superuser: false,
    is_staff: false,
    has_usable_password: true,
    date_joined: '2025-01-02T03:04:05Z',
    last_login: null,
    onboarding_responses: {},
    phone_number: null,
    phone_verified: false,
    device_type: null,
    impersonation: null,
    ...overrides,
  };
}

/** Renders an account page at `route` signed in as `user`, with the CSRF cookie set. */
export function renderAccountPage(ui: ReactElement, route: string, user: ApiUser = accountUser()) {
  document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
  return renderWithProviders(ui, {
    route,
    path: route.split('?')[0],
    preloadedState: { session: { user: toClientUser(user) } },
  });
}

/** A JSON answer. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * Replaces `fetch` with `handlers` keyed `'METHOD /path/'` that answer real Responses (headers,
 * any body), for calls mockApi cannot express: a binary upload, an attachment. Unmatched calls
 * answer 404. Returns the requests as sent, to read their bodies and headers.
 */
export function mockFetch(handlers: Record<string, (request: Request) => Response | Promise<Response>>) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : json(404, { detail: 'Not found' });
  });
  return requests;
}

/**
 * jsdom's Blob has no `stream()`, which fetch reads a Blob body with (browsers have it): adds one
 * that reads the bytes through FileReader. Returns the undo.
 */
export function installBlobStream(): () => void {
  if ('stream' in Blob.prototype) return () => undefined;
  const read = (blob: Blob) =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await read(this)));
          controller.close();
        },
      });
    },
  });
  return () => {
    delete (Blob.prototype as Partial<Blob>).stream;
  };
}

/** A promise and its resolve, to hold an answer while a test looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
