/** Integration types (spec 001 §3), in the order the server lists them. */
export type IntegrationType = 'darkweb' | 'chrome' | 'email' | 'phone' | 'financial';

export type HealthStatus = 'healthy' | 'warning' | 'error' | 'offline' | 'unknown';

/** An integration as the server sends it (spec 001 §3, `/integrations/api/integrations/`). */
export type ServerIntegration = {
  id: number;
  type: IntegrationType;
  provider: string;
  is_active: boolean;
  is_configured: boolean;
  health_status: HealthStatus;
  /** ISO 8601, null before the first sync. */
  last_synced_at: string | null;
  created_at: string;
};

/** The integration as the client holds it: the server fields plus the client's (spec 001 §3). */
export type Integration = ServerIntegration & {
  display_name: string;
  required: boolean;
  description: string;
};
