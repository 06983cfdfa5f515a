import type { IntegrationType } from '@lifeguard/contracts/integrations';
import { hrefs } from '@lifeguard/shared/routes/routes';

/** Messages of spec 001 §8 for the setup outcomes. */
export const SETUP_MESSAGES = {
  darkwebNeedsScan: 'Please complete a dark web scan to activate monitoring.',
  chromeManual: 'Chrome extension setup coming soon. Please install the extension manually.',
  unknownType: 'Unknown integration type',
} as const;

/** What a setup click yields (spec 001 §4 "Integration setup"); `unknown` is the §8 error. */
export type SetupOutcome =
  | { kind: 'success' }
  | { kind: 'navigate'; to: string }
  | { kind: 'start_scan'; to: string; message: string }
  | { kind: 'install_extension'; to: string; message: string }
  | { kind: 'unknown'; message: string };

/** What the dark web setup asks of the server. */
export type SetupCalls = {
  /** GET check_darkweb_status → has_scan_results. */
  hasScanResults: () => Promise<boolean>;
  /** PATCH the integration configured, active and healthy. */
  activate: () => Promise<void>;
};

/**
 * Sets up one integration (spec 001 §4 "Integration setup"):
 * - darkweb: activated (success) only when the server reports stored scan results, else
 *   start_scan to the dark web scan with 'Please complete a dark web scan...';
 * - chrome: not automated, install_extension to /integrations/chrome with the 'coming soon' note;
 * - email and phone: navigate to their screens;
 * - any other type: unknown, 'Unknown integration type'.
 * Rejects when a call fails (the caller logs it, spec 001 §8).
 */
export async function setUpIntegration(
  type: IntegrationType | string,
  calls: SetupCalls,
): Promise<SetupOutcome> {
  switch (type) {
    case 'darkweb':
      if (!(await calls.hasScanResults())) {
        return { kind: 'start_scan', to: hrefs.darkWebScan(), message: SETUP_MESSAGES.darkwebNeedsScan };
      }
      await calls.activate();
      return { kind: 'success' };
    case 'chrome':
      return {
        kind: 'install_extension',
        to: hrefs.chromeIntegration(),
        message: SETUP_MESSAGES.chromeManual,
      };
    case 'email':
      return { kind: 'navigate', to: hrefs.emailIntegration() };
    case 'phone':
      return { kind: 'navigate', to: hrefs.phoneVerification() };
    default:
      return { kind: 'unknown', message: SETUP_MESSAGES.unknownType };
  }
}
