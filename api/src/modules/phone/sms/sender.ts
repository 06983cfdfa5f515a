import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSender } from './outbox.js';
import type { SmsSender } from './sms-sender.js';
import { createTwilioSender } from './twilio.js';

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
