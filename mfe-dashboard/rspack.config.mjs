// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/** Remote "dashboard": /dashboard (and, with later issues, /integrations/*, /uninstall, ...). */
export default federatedApp({
  name: 'dashboard',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
