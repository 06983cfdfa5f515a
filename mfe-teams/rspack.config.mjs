// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/**
 * Remote "teams": families and invitations, the account pages (profile, password change, your
 * data, sign out) and the superuser tools (spec 001 §2, §6; issue 13).
 */
export default federatedApp({
  name: 'teams',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
