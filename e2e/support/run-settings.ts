import { execFileSync } from 'node:child_process';
import { freshDataDir, removeDataDir, type ProductSettings } from './product';

/**
 * Two loopback ports the OS reports free now, found synchronously (the Playwright config is not
 * async) by a short child process, so two runs side by side never share a port (issue 15).
 */
function freePorts(): [number, number] {
  const script = `const net = require('node:net');
const open = () => new Promise((done) => { const s = net.createServer().listen(0, '127.0.0.1', () => done(s)); });
Promise.all([open(), open()]).then((servers) => {
  process.stdout.write(servers.map((s) => s.address().port).join(' '));
  servers.forEach((s) => s.close());
});`;
  const [http, socket] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .split(' ')
    .map(Number);
  if (!http || !socket) throw new Error('no free loopback ports');
  return [http, socket];
}

/**
 * The settings of this test run: the ports E2E_PORT / E2E_PGLITE_SOCKET_PORT, else two free ones,
 * and one fresh DATA_DIR. The runner makes them when it first loads the config and hands them to
 * the workers through the environment; it removes the DATA_DIR when it exits, which is after the
 * web server has stopped (a global teardown would run while the server still holds the files).
 * KEEP_E2E_DATA=1 keeps it.
 */
export function runSettings(): ProductSettings {
  if (!process.env.LIFEGUARD_E2E_DATA_DIR) {
    const dataDir = freshDataDir('e2e');
    process.env.LIFEGUARD_E2E_DATA_DIR = dataDir;
    process.once('exit', () => removeDataDir(dataDir));
  }
  if (!process.env.E2E_PORT || !process.env.E2E_PGLITE_SOCKET_PORT) {
    const [http, socket] = freePorts();
    process.env.E2E_PORT ??= String(http);
    process.env.E2E_PGLITE_SOCKET_PORT ??= String(socket);
  }
  return {
    port: Number(process.env.E2E_PORT),
    pgliteSocketPort: Number(process.env.E2E_PGLITE_SOCKET_PORT),
    dataDir: process.env.LIFEGUARD_E2E_DATA_DIR,
  };
}
