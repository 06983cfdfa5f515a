import {
  DESCRIPTIONS,
  DISPLAY_NAMES,
  INTEGRATION_TYPES,
  REQUIRED_TYPES,
  type IntegrationType,
} from '@lifeguard/contracts/integrations';

/** What the overview reads of one of the user's integrations (spec 001 §3 "Integration"). */
export type OverviewIntegration = {
  id: number;
  type: string;
  is_active: boolean;
  is_configured: boolean;
  last_synced_at: string | null;
};

/** The controls a protection offers on the overview. */
export type ProtectionControls = { setUp: boolean; turnOn: boolean; turnOff: boolean; checkNow: boolean };

/** One protection of the overview: the catalogue's words and the user's integration, if any. */
export type ProtectionEntry<I extends OverviewIntegration> = {
  type: IntegrationType;
  name: string;
  description: string;
  required: boolean;
  /** Null when the user has none of this type (fraud protection has no provider yet). */
  integration: I | null;
  controls: ProtectionControls;
};

/** Types whose status the server re-derives on sync/; email has its own 'Sync now' screen. */
const CHECKABLE: readonly IntegrationType[] = ['darkweb', 'chrome', 'phone'];

const NONE: ProtectionControls = { setUp: false, turnOn: false, turnOff: false, checkNow: false };

/**
 * The controls of a protection: without an integration, none; not configured, 'Set up' (spec
 * 001 §4 "Integration setup"); configured, 'Turn off' while active, else 'Turn on'
 * (update_status), plus 'Check now' (sync/) for dark web, web and phone protection.
 */
export function protectionControls(type: IntegrationType, integration: OverviewIntegration | null) {
  if (!integration) return NONE;
  if (!integration.is_configured) return { ...NONE, setUp: true };
  return {
    setUp: false,
    turnOn: !integration.is_active,
    turnOff: integration.is_active,
    checkNow: CHECKABLE.includes(type),
  };
}

/**
 * All five protections in the order of spec 001 §3, with their display names, descriptions and
 * whether they are required, each with the user's integration of that type and its controls.
 */
export function protectionEntries<I extends OverviewIntegration>(
  integrations: readonly I[],
): ProtectionEntry<I>[] {
  return INTEGRATION_TYPES.map((type) => {
    const integration = integrations.find((candidate) => candidate.type === type) ?? null;
    return {
      type,
      name: DISPLAY_NAMES[type],
      description: DESCRIPTIONS[type],
      required: REQUIRED_TYPES.includes(type),
      integration,
      controls: protectionControls(type, integration),
    };
  });
}
