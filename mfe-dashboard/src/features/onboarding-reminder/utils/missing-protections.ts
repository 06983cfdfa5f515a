import { REQUIRED_TYPES, type IntegrationType } from '@lifeguard/contracts/integrations';
import type { OnboardingStatus } from '../api/get-onboarding-status';

/**
 * The required protections still not on (spec 001 §3 "Required types"), in the catalogue's
 * order; none once the server says all required are active.
 */
export function missingProtections(
  status: Pick<OnboardingStatus, 'active_types' | 'all_required_active'>,
): IntegrationType[] {
  if (status.all_required_active) return [];
  return REQUIRED_TYPES.filter((type) => !status.active_types.includes(type));
}

/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
