import type { IntegrationType } from '@lifeguard/contracts/integrations';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { SETUP_HREFS, toIntegrationType } from '../../../lib/integration-types';
import type { ActionItem } from '../api/get-action-items';

/** A phone step the panel runs in place. */
export type PhoneFlow = 'verify_phone' | 'register_donotcall';

/** How an item gets done: on another screen (a link), or in place in the panel (a flow). */
export type ItemAction =
  { kind: 'link'; label: string; href: string } | { kind: 'flow'; label: string; flow: PhoneFlow };

const SETUP_LABELS: Partial<Record<IntegrationType, string>> = {
  phone: 'Verify phone',
  chrome: 'Install extension',
  darkweb: 'Set up monitoring',
  email: 'Connect email',
};

function setupLink(type: IntegrationType | null): ItemAction | null {
  const href = type && SETUP_HREFS[type];
  const label = type && SETUP_LABELS[type];
  return href && label ? { kind: 'link', label, href } : null;
}

/**
 * How an item gets done (spec 001 §2, §4): verify_phone and register_donotcall in place (their
 * calls return the updated item); the extension's setup, a dark web scan, or the setup screen
 * of the protection an enable_protection item names in `data.integration_type` (its alias
 * phone_verification too) by a link. Others: null, the item is only marked complete.
 */
export function itemAction({ kind, data }: Pick<ActionItem, 'kind' | 'data'>): ItemAction | null {
  switch (kind) {
    case 'verify_phone':
      return { kind: 'flow', label: 'Verify phone', flow: 'verify_phone' };
    case 'register_donotcall':
      return { kind: 'flow', label: 'Register number', flow: 'register_donotcall' };
    case 'install_extension':
      return setupLink('chrome');
    case 'run_dark_web_scan':
      return { kind: 'link', label: 'Run a scan', href: hrefs.darkWebScan() };
    case 'enable_protection':
      return setupLink(toIntegrationType(data.integration_type));
    default:
      return null;
  }
}
