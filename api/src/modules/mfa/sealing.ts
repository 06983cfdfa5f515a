import { CompactEncrypt, compactDecrypt } from 'jose';
import { derivedKey } from '../oidc/keys.js';

/** What a sealed value is: an app's secret, a set of recovery codes, or a setup's secret. */
export type SealedKind = 'totp' | 'recovery_codes' | 'totp_setup';

type Envelope<Kind extends string> = { uid: number; kind: Kind; value: unknown };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Raised by {@link Sealer.open} for a value sealed for another user or kind, or not by us. */
export class SealError extends Error {}

/**
 * Users' secrets at rest: second factors (issue 16 §6 "Secrets are sealed at rest", the default
 * purpose) and Gmail refresh tokens (issue 14, purpose 'gmail tokens'). A compact JWE (alg 'dir',
 * enc 'A256GCM') under a key derived from SECRET_KEY for `purpose` only. The payload names the
 * user and the kind, checked on opening, so a sealed value copied to another user's row (or used
 * as another kind) does not open.
 */
export function createSealer<Kind extends string = SealedKind>(secretKey: string, purpose = 'mfa secrets') {
  const key = derivedKey(secretKey, purpose);
  return {
    /** `value` (JSON) sealed for user `uid` as `kind`. */
    async seal(uid: number, kind: Kind, value: unknown): Promise<string> {
      const envelope: Envelope<Kind> = { uid, kind, value };
      return new CompactEncrypt(encoder.encode(JSON.stringify(envelope)))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(key);
    },
    /** The value sealed for `uid` as `kind`. @throws SealError otherwise */
    async open<T>(uid: number, kind: Kind, sealed: string): Promise<T> {
      let envelope: Envelope<Kind>;
      try {
        const { plaintext } = await compactDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        envelope = JSON.parse(decoder.decode(plaintext)) as Envelope<Kind>;
      } catch {
        throw new SealError('not a sealed value of ours');
      }
      if (envelope.uid !== uid || envelope.kind !== kind) throw new SealError('sealed for another use');
      return envelope.value as T;
    },
  };
}

export type Sealer<Kind extends string = SealedKind> = ReturnType<typeof createSealer<Kind>>;
