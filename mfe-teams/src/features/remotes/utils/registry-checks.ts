import { REMOTE_MANIFEST_PATTERN, REMOTE_VERSION_PATTERN } from '@lifeguard/contracts/remote-registry';

/** What a check answers: null when the value is fine, else the message shown under the field. */
export type Check = (value: string) => string | null;

const versionPattern = new RegExp(REMOTE_VERSION_PATTERN);
const manifestPattern = new RegExp(REMOTE_MANIFEST_PATTERN);
/** The development server's manifest: absolute http(s) only (contract RemoteDevOverrideInputSchema). */
const devEntryPattern = /^https?:\/\/\S+$/;

/** A version label as the contract takes it (issue 34): a digit first, ≤ 64 characters. */
export const checkVersion: Check = (value) => {
  if (!value.trim()) return 'Enter a version, e.g. 1.4.0.';
  return versionPattern.test(value.trim())
    ? null
    : 'Start with a digit, then use only letters, digits, dots, + and - (at most 64 characters).';
};

/** A published manifest URL: absolute http(s), or a path on this site starting with /. */
export const checkManifestUrl: Check = (value) => {
  const url = value.trim();
  if (!url) return 'Enter the address of the mf-manifest.json.';
  return manifestPattern.test(url) && url.length <= 2000
    ? null
    : 'Enter an address starting with https://, http:// or /.';
};

/** A development server's manifest URL: absolute http(s). */
export const checkDevEntry: Check = (value) => {
  const url = value.trim();
  if (!url) return 'Enter the address of the mf-manifest.json.';
  return devEntryPattern.test(url) && url.length <= 2000
    ? null
    : 'Enter an address starting with http:// or https://.';
};

/** A canary's share of users: a whole number of % from 1 to 100. */
export const checkPercent: Check = (value) =>
  /^\d{1,3}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 100
    ? null
    : 'Enter a whole number from 1 to 100.';

/** A remote must be chosen. */
export const checkChosen: Check = (value) => (value ? null : 'Choose a remote.');

/**
 * Formik's `validate` from one check per field: the messages of the fields that fail. Values are
 * read as text, since formik hands a number input's value over as a number.
 */
export function validateWith<Values extends Record<string, string>>(checks: {
  [Field in keyof Values]?: Check;
}) {
  return (values: Values) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    for (const field of Object.keys(checks) as (keyof Values)[]) {
      const problem = checks[field]?.(String(values[field] ?? ''));
      if (problem) errors[field] = problem;
    }
    return errors;
  };
}
