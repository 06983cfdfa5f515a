import { timingSafeEqual } from 'node:crypto';
import { GMAIL_SCOPE } from '@lifeguard/contracts/email-protection';
import { GMAIL_CALLBACK_PATH } from '../../../email-protection/gmail/callback-path.js';
import { DEV_PROVIDER_PREFIX, devClientCredentials } from '../client.js';

/** Where the offline Google stand-in answers: Google's paths under this prefix (issue 14). */
export const GOOGLE_STAND_IN_PREFIX = `${DEV_PROVIDER_PREFIX}/google`;

/**
 * The scopes the stand-in grants and what its consent page says of each (Google's own words).
 * Any of the Gmail ones lets the token read the mailbox.
 */
export const KNOWN_SCOPES: Readonly<Record<string, string>> = {
  [GMAIL_SCOPE]: 'Read your email messages and settings',
  'https://www.googleapis.com/auth/gmail.modify': 'Read, compose, and send emails from your Gmail account',
  'https://mail.google.com/': 'Read, compose, send, and permanently delete all your email from Gmail',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
  'https://www.googleapis.com/auth/userinfo.email': 'See your primary Google Account email address',
  'https://www.googleapis.com/auth/userinfo.profile':
    'See your personal info, including any personal info you’ve made publicly available',
};

const GMAIL_READ_SCOPES = new Set([
  GMAIL_SCOPE,
  'https://www.googleapis.com/auth/gmail.modify',
  'https://mail.google.com/',
]);

/** Whether a granted scope string (space-separated) lets its token read the mailbox. */
export const canReadMail = (scope: string) => scope.split(' ').some((s) => GMAIL_READ_SCOPES.has(s));

/**
 * Our server as a client registered with "Google": the development provider's client id and
 * secret (client.ts) and one redirect URI, `<origin>/integrations/gmail/callback/`.
 */
export function standInClient(secretKey: string, origin: string) {
  const { clientId, clientSecret } = devClientCredentials(secretKey);
  return {
    clientId,
    redirectUri: `${origin}${GMAIL_CALLBACK_PATH}`,
    /** Whether `id` and `secret` are this client's (constant time on the secret). */
    authenticates(id: string | undefined, secret: string | undefined): boolean {
      if (id !== clientId || secret === undefined) return false;
      const [given, expected] = [Buffer.from(secret), Buffer.from(clientSecret)];
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type StandInClient = ReturnType<typeof standInClient>;
