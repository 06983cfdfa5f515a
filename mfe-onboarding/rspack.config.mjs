// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/** Remote "onboarding": /register and every /register/* step (spec 000 §2). */
export default federatedApp({
  name: 'onboarding',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
