import type { TwilioConfig } from '../../../config.js';
import type { SmsSender } from './sms-sender.js';

/** How long to wait for Twilio before the send counts as failed. */
const TIMEOUT_MS = 10_000;

/** A send Twilio refused or that never reached it; the message is for the server log. */
export class TwilioError extends Error {}

/**
 * Twilio Programmable Messaging over its REST API, with global fetch (one form POST does not
 * need the SDK and its dependencies): `POST {apiBaseUrl}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form fields To, From, Body, HTTP basic auth with the account SID and auth token.
 * @throws TwilioError on a network failure, a timeout or a non-2xx answer (with Twilio's code).
 */
export function createTwilioSender(config: TwilioConfig): SmsSender {
  const url = `${config.apiBaseUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async sendSms(to, body) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Basic ${credentials}`, accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: config.fromNumber, Body: body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new TwilioError('Twilio could not be reached', { cause: error });
      }
      // Read the body either way so the connection goes back to the pool.
      const detail = await res.text().catch(() => '');
      if (!res.ok) throw new TwilioError(`Twilio answered ${res.status}: ${detail.slice(0, 300)}`);
    },
    // Twilio's message log is Twilio's (kept as its account settings say), not ours to remove.
    async forget() {},
  };
}
