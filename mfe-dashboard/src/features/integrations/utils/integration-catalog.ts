import {
  DEFAULT_PROVIDERS,
  DESCRIPTIONS,
  DISPLAY_NAMES,
  REQUIRED_TYPES,
  type IntegrationType,
} from '@lifeguard/contracts/integrations';
import { toIntegrationType } from '../../../lib/integration-types';
import type { Integration, ServerIntegration } from '../api/integration';

/**
 * The integrations created when the user has none, in list order, with their default providers
 * (spec 001 §3): the required types, a breach search, the browser extension, Google mail and a
 * telephony provider.
 */
export const DEFAULT_INTEGRATIONS: readonly { type: IntegrationType; provider: string }[] =
  REQUIRED_TYPES.map((type) => ({ type, provider: DEFAULT_PROVIDERS[type] }));

/**
 * Adds the client fields display_name, required and description (spec 001 §3), the type read
 * through its alias (`phone_verification` is phone). A type this client does not know yet shows
 * under its own name, optional and undescribed.
 */
export function toClientIntegration(integration: ServerIntegration): Integration {
  const type: IntegrationType = toIntegrationType(integration.type) ?? integration.type;
  return {
    ...integration,
    type,
    display_name: DISPLAY_NAMES[type] ?? type,
    required: REQUIRED_TYPES.includes(type),
    description: DESCRIPTIONS[type] ?? '',
  };
}
