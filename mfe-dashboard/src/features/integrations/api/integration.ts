import type { HealthStatus, IntegrationType } from '@lifeguard/contracts/integrations';
import type { Integration as ServerIntegration } from '@lifeguard/contracts/schemas/integrations';

/** The server's shapes (spec 001 §3 "Integration"), under the names the feature uses. */
export type { HealthStatus, IntegrationType, ServerIntegration };

/** The integration as the client holds it: the server fields plus the client's (spec 001 §3). */
export type Integration = ServerIntegration & {
  display_name: string;
  required: boolean;
  description: string;
};
