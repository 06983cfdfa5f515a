// @ts-check
import { federatedApp } from '../shared/tooling/federated-app.mjs';

/**
 * Remote "assistant": the streaming security assistant in the shell's chat panel (spec 001 §2,
 * §4, issue 12). It owns no route; the shell's frame loads `./panel` when the panel first opens.
 */
export default federatedApp({
  name: 'assistant',
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './panel': './src/pages/assistant-panel.tsx' },
});
