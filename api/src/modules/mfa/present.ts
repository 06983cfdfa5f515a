import type {
  RecoveryCodesAuthenticator,
  RecoveryCodesResponse,
  TotpAuthenticator,
} from '@lifeguard/contracts/schemas/allauth-mfa';
import { unusedCodes, type RecoveryCodeSet } from './recovery-codes.js';
import type { AuthenticatorRow } from './schema.js';

/** Epoch seconds of `at` (allauth's Timestamp). */
const seconds = (at: Date) => at.getTime() / 1000;

const times = (row: AuthenticatorRow) => ({
  created_at: seconds(row.createdAt),
  last_used_at: row.lastUsedAt ? seconds(row.lastUsedAt) : null,
});

/** allauth's TOTPAuthenticator of `row`: its type and times, never its secret. */
export const presentTotp = (row: AuthenticatorRow): TotpAuthenticator => ({ type: 'totp', ...times(row) });

/** allauth's RecoveryCodesAuthenticator of `row` holding `set`: counts, not the codes. */
export const presentRecoveryCodes = (
  row: AuthenticatorRow,
  set: RecoveryCodeSet,
): RecoveryCodesAuthenticator => ({
  type: 'recovery_codes',
  ...times(row),
  total_code_count: set.codes.length,
  unused_code_count: unusedCodes(set).length,
});

/** allauth's SensitiveRecoveryCodesAuthenticator: the counts and the unused codes themselves. */
export const presentRecoveryCodesWithCodes = (
  row: AuthenticatorRow,
  set: RecoveryCodeSet,
): RecoveryCodesResponse['data'] => ({ ...presentRecoveryCodes(row, set), unused_codes: unusedCodes(set) });
