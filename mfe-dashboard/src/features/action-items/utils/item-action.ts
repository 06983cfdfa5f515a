import { hrefs } from '@lifeguard/shared/routes/routes';
import type { ActionItem } from '../api/get-action-items';

export type ItemAction = { label: string; href: string };

const SETUP_SCREENS: Record<string, ItemAction> = {
  phone: { label: 'Verify phone', href: hrefs.phoneVerification() },
  chrome: { label: 'Install extension', href: hrefs.chromeIntegration() },
  darkweb: { label: 'Set up monitoring', href: hrefs.darkwebIntegration() },
};

/**
 * The screen where an item gets done, for the kinds the app has a screen for (spec 001 §2, §4):
 * phone verification, the extension's setup, a dark web scan, or the setup screen of the
 * protection an enable_protection item names in `data.integration_type`. Others: null, the item
 * is only marked complete.
 */
export function itemAction({ kind, data }: Pick<ActionItem, 'kind' | 'data'>): ItemAction | null {
  switch (kind) {
    case 'verify_phone':
      return SETUP_SCREENS.phone!;
    case 'install_extension':
      return SETUP_SCREENS.chrome!;
    case 'run_dark_web_scan':
      return { label: 'Run a scan', href: hrefs.darkWebScan() };
    case 'enable_protection':
      return SETUP_SCREENS[String(data.integration_type)] ?? null;
    default:
      return null;
  }
}
