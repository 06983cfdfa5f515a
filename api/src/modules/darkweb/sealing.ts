import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import type { IdentifierKind } from './identifiers.js';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'lifeguard/breach-data';

/** Raised by {@link BreachSealer.open} for a payload that was altered or sealed with another key. */
export class UnsealError extends Error {}

/**
 * Encryption at rest of breached values (spec 001 §3; issue 5 "stored encrypted"). Two keys are
 * derived from `secret` (BREACH_ENCRYPTION_KEY, else SECRET_KEY) with HKDF-SHA-256:
 * - `seal`/`open`: AES-256-GCM of the JSON of a value, bound to `context` (authenticated data,
 *   e.g. the owner of a scan) so a payload cannot be moved to another row unnoticed. Layout:
 *   version (1 byte) | IV (12) | ciphertext | tag (16).
 * - `blindKey`: the first 64 bits of HMAC-SHA-256 of `kind:value` (a normalised identifier),
 *   so records are found by identifier without storing it. A collision only adds a candidate,
 *   which the caller drops after opening it.
 */
export function createBreachSealer(secret: string) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, SALT, info, 32));
  const encryptionKey = createSecretKey(derive('aes-256-gcm'));
  const indexKey = createSecretKey(derive('blind-index'));
  // One randomBytes call per 1024 IVs: per-call overhead dominates for 12 bytes (imports).
  let ivPool = Buffer.alloc(0);
  let ivOffset = 0;
  const nextIv = () => {
    if (ivOffset >= ivPool.length) [ivPool, ivOffset] = [randomBytes(IV_BYTES * 1024), 0];
    return ivPool.subarray(ivOffset, (ivOffset += IV_BYTES));
  };

  return {
    seal(value: unknown, context: string): Buffer {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv).setAAD(Buffer.from(context));
      const body = cipher.update(JSON.stringify(value), 'utf8');
      return Buffer.concat([Buffer.of(VERSION), iv, body, cipher.final(), cipher.getAuthTag()]);
    },
    /** @throws UnsealError */
    open<T>(sealed: Buffer, context: string): T {
      try {
        if (sealed[0] !== VERSION) throw new Error('unknown version');
        const iv = sealed.subarray(1, 1 + IV_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv)
          .setAAD(Buffer.from(context))
          .setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        const body = decipher.update(sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES));
        return JSON.parse(Buffer.concat([body, decipher.final()]).toString('utf8')) as T;
      } catch {
        throw new UnsealError('The sealed breach data cannot be opened with this key.');
      }
    },
    blindKey(kind: IdentifierKind, normalised: string): bigint {
      return createHmac('sha256', indexKey).update(`${kind}:${normalised}`).digest().readBigInt64BE(0);
    },
  };
}

export type BreachSealer = ReturnType<typeof createBreachSealer>;
