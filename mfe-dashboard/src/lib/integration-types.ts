import { INTEGRATION_TYPES, type IntegrationType } from '@lifeguard/contracts/integrations';
import { hrefs } from '@lifeguard/shared/routes/routes';

/**
 * Other names an integration type arrives under (spec 001 §3: "Phone verification appears under
 * the type name phone_verification in some places").
 */
const TYPE_ALIASES: Readonly<Record<string, IntegrationType>> = { phone_verification: 'phone' };

/**
 * The integration type that `raw` names, for every type read from outside the client (the
 * integrations list, onboarding_status, an action item's `data.integration_type`): one of
 * INTEGRATION_TYPES, `phone_verification` read as 'phone'; null for anything else.
 */
export function toIntegrationType(raw: unknown): IntegrationType | null {
  if (typeof raw !== 'string') return null;
  if (Object.hasOwn(TYPE_ALIASES, raw)) return TYPE_ALIASES[raw] ?? null;
  return INTEGRATION_TYPES.find((type) => type === raw) ?? null;
}

/**
 * The screen where the protection of each type is set up (spec 001 §2, §4 "Integration
 * setup"); fraud protection (financial) has none yet.
 */
export const SETUP_HREFS: Readonly<Partial<Record<IntegrationType, string>>> = {
  darkweb: hrefs.darkwebIntegration(),
  chrome: hrefs.chromeIntegration(),
  email: hrefs.emailIntegration(),
  phone: hrefs.phoneVerification(),
};
