/**
 * A text message provider. `sendSms` sends one message to `to`, an E.164 number; it resolves
 * once the provider has accepted the message and rejects with an error for the server log
 * (never for the user) otherwise. `forget` drops what this server keeps of the messages sent to
 * `to`, for a deleted account (issue 30 item 8): the offline outbox's files; a real provider's
 * messages have left us. Made by twilio.ts or outbox.ts, chosen by sender.ts (`app.sms`).
 */
export type SmsSender = {
  sendSms(to: string, body: string): Promise<void>;
  forget(to: string): Promise<void>;
};
