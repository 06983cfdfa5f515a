import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { sessions } from '../../src/modules/users/schema.js';

/** A cookie jar over `app.inject`, sending X-CSRFToken like the web client (spec 000 §7). */
export class Browser {
  readonly cookies = new Map<string, string>();
  lastSetCookies: LightMyRequestResponse['cookies'] = [];

  constructor(private readonly app: App) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get('csrftoken');
    const res = await this.app.inject({
      ...rest,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(csrf && token ? { 'x-csrftoken': token } : {}),
        ...headers,
      },
    });
    this.lastSetCookies = res.cookies;
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires && new Date(c.expires).getTime() <= Date.now());
      if (expired || !c.value) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload: object, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, payload, ...options });
  }

  /** Visits the app (gets a csrftoken) and signs in through the allauth login endpoint. */
  async login(email: string, password: string, remember = false) {
    if (!this.cookies.has('csrftoken')) await this.get('/_allauth/browser/v1/auth/session');
    return this.post('/_allauth/browser/v1/auth/login', { email, password, remember });
  }
}

/** Gives `browser` a session for `userId` without a password (e.g. a third-party sign-in). */
export async function signInDirectly(app: App, browser: Browser, userId: number) {
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  const expiresAt = new Date(Date.now() + 60_000);
  await app.db.insert(sessions).values({ id, userId, method: 'socialaccount', expiresAt });
  browser.cookies.set('sessionid', token);
  if (!browser.cookies.has('csrftoken')) await browser.get('/_allauth/browser/v1/auth/session');
}
