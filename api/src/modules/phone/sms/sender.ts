import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSender } from './outbox.js';
import { createTwilioSender } from './twilio.js';

/**
 * A text message provider. `sendSms` sends one message to `to`, an E.164 number; it resolves
 * once the provider has accepted the message and rejects with an error for the server log
 * (never for the user) otherwise. `forget` drops what this server keeps of the messages sent to
 * `to`, for a deleted account (issue 30 item 8): the offline outbox's files; a real provider's
 * messages have left us.
 */
export type SmsSender = {
  sendSms(to: string, body: string): Promise<void>;
  forget(to: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * Decorates `app.sms`: Twilio's Messaging API when TWILIO_* is configured, else the offline
 * outbox, one file per message under DATA_DIR/sms/ (ARCHITECTURE "Every outside service").
 */
export default fp(
  async (app: FastifyInstance) => {
    const { twilio, dataDir } = app.config;
    const sender = twilio ? createTwilioSender(twilio) : createOutboxSender(join(dataDir, 'sms'), app.log);
    app.decorate('sms', sender);
  },
  { name: 'sms' },
);
