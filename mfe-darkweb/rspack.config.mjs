// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/** Remote "darkweb": /dark-web-scan, the scan history and breach entries (spec 001 §2). */
export default federatedApp({
  name: 'darkweb',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
