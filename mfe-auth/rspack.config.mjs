// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/** Remote "auth": /login, /forgot-password, /account/reset-password/:key, /auth/callback. */
export default federatedApp({
  name: 'auth',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
