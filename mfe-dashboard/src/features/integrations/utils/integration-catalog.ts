import type { Integration, IntegrationType, ServerIntegration } from '../api/integration';

type CatalogEntry = {
  displayName: string;
  required: boolean;
  description: string;
};

/**
 * What the client knows about each integration type (spec 001 §3): display name, whether it is
 * required, and the description of what it does.
 */
export const INTEGRATION_CATALOG: Record<IntegrationType, CatalogEntry> = {
  darkweb: {
    displayName: 'Dark Web Monitoring',
    required: true,
    description: 'Monitors the dark web for leaked personal information.',
  },
  chrome: {
    displayName: 'Web Protection',
    required: true,
    description: 'Blocks dangerous websites in real time.',
  },
  email: {
    displayName: 'Email Protection',
    required: true,
    description: 'Scans your emails for scams and phishing.',
  },
  phone: {
    displayName: 'Phone Protection',
    required: true,
    description: 'Blocks scam calls and verifies your identity.',
  },
  financial: {
    displayName: 'Fraud Protection',
    required: false,
    description: 'Tracks unusual financial activity.',
  },
};

/**
 * The integrations created when the user has none, in list order, with their default providers
 * (spec 001 §3): a breach search, the browser extension, Google mail and a telephony provider.
 */
export const DEFAULT_INTEGRATIONS: readonly { type: IntegrationType; provider: string }[] = [
  { type: 'darkweb', provider: 'dehashed' },
  { type: 'chrome', provider: 'chrome' },
  { type: 'email', provider: 'google' },
  { type: 'phone', provider: 'twilio' },
];

/**
 * Adds the client fields display_name, required and description (spec 001 §3). A type this
 * client does not know yet shows under its own name, optional and undescribed.
 */
export function toClientIntegration(integration: ServerIntegration): Integration {
  const entry: CatalogEntry | undefined = INTEGRATION_CATALOG[integration.type];
  return {
    ...integration,
    display_name: entry?.displayName ?? integration.type,
    required: entry?.required ?? false,
    description: entry?.description ?? '',
  };
}
