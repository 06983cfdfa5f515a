import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key for one `purpose` derived from SECRET_KEY (HKDF-SHA256), so that no two uses
 * (flow cookie, development provider cookies, its client secret) share a key.
 */
export function derivedKey(secretKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, '', `lifeguard ${purpose}`, 32));
}
