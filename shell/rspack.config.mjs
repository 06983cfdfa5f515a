// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/** Host "shell": owns the /app/ router, guard, layout, theme, toasts and the one store. */
export default federatedApp({ name: 'shell', dir: import.meta.dirname, kind: 'host' });
