import { CompactEncrypt, compactDecrypt } from 'jose';
import { derivedKey } from '../oidc/keys.js';

/** What a sealed value is: an app's secret, a set of recovery codes, or a setup's secret. */
export type SealedKind = 'totp' | 'recovery_codes' | 'totp_setup';

type Envelope = { uid: number; kind: SealedKind; value: unknown };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Raised by {@link Sealer.open} for a value sealed for another user or kind, or not by us. */
export class SealError extends Error {}

/**
 * Second-factor secrets at rest (issue 16 §6 "Secrets are sealed at rest"): a compact JWE (alg
 * 'dir', enc 'A256GCM') under a key derived from SECRET_KEY for this purpose only. The payload
 * names the user and the kind, checked on opening, so a sealed value copied to another user's
 * row (or used as another kind) does not open.
 */
export function createSealer(secretKey: string) {
  const key = derivedKey(secretKey, 'mfa secrets');
  return {
    /** `value` (JSON) sealed for user `uid` as `kind`. */
    async seal(uid: number, kind: SealedKind, value: unknown): Promise<string> {
      const envelope: Envelope = { uid, kind, value };
      return new CompactEncrypt(encoder.encode(JSON.stringify(envelope)))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(key);
    },
    /** The value sealed for `uid` as `kind`. @throws SealError otherwise */
    async open<T>(uid: number, kind: SealedKind, sealed: string): Promise<T> {
      let envelope: Envelope;
      try {
        const { plaintext } = await compactDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        envelope = JSON.parse(decoder.decode(plaintext)) as Envelope;
      } catch {
        throw new SealError('not a sealed value of ours');
      }
      if (envelope.uid !== uid || envelope.kind !== kind) throw new SealError('sealed for another use');
      return envelope.value as T;
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
