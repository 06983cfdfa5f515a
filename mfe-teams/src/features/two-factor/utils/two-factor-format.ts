/**
 * A TOTP secret (base32) in groups of four, as people type it from the screen into an app:
 * 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP'. Authenticator apps ignore the spaces.
 */
export function groupInFours(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** An epoch-seconds time of the API as the reader's locale shows a day, e.g. 'Mar 9, 2025'. */
export function formatEpochDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** The file 'Download' saves the recovery codes as. */
export const RECOVERY_CODES_FILE = 'lifeguard-recovery-codes.txt';

/**
 * The recovery codes as a small text file's `data:` URL, for a download link: a line of what they
 * are, then one code a line.
 */
export function recoveryCodesFileUrl(codes: string[]): string {
  const text = [
    'Lifeguard recovery codes. Each works once, when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
