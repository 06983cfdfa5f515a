/**
 * The supervisor scales a service and starts a killed replica again while the rest runs, and its
 * DNS answers the replicas that run (supervisor.mjs; issue 35 item 3). The service is a small
 * HTTP server that answers its own address, one process per replica on 127.0.0.<n>.
 */
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlannedService, Process } from '../plan.mjs';
import { createSupervisor } from '../supervisor.mjs';

const SERVER = `require('node:http').createServer((q, s) => s.end(process.env.HOST)).listen(Number(process.env.PORT), process.env.HOST)`;

/** A port nothing listens on now, TCP or UDP. */
async function freePort(kind: 'tcp' | 'udp'): Promise<number> {
  if (kind === 'udp') {
    const socket = createSocket('udp4');
    await new Promise((done) => socket.bind(0, '127.0.0.1', () => done(undefined)));
    const { port } = socket.address();
    await new Promise((done) => socket.close(() => done(undefined)));
    return port;
  }
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(() => done(undefined)));
  return port;
}

/** What replica `address`:`port` answers, or `refused`. */
const answerOf = (address: string, port: number) =>
  fetch(`http://${address}:${port}/`).then(
    (response) => response.text(),
    () => 'refused',
  );

describe('createSupervisor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stack-supervisor-'));
  let port = 0;
  let dnsPort = 0;
  let supervisor: ReturnType<typeof createSupervisor>;
  const addresses = () => supervisor.status().map((p) => [p.id, p.address, p.up]);

  beforeAll(async () => {
    [port, dnsPort] = [await freePort('tcp'), await freePort('udp')];
    const replica = (n: number): Process => ({
      service: 'web',
      replica: n,
      id: `web-${n}`,
      address: `127.0.0.${n}`,
      argv: [process.execPath, '-e', SERVER],
      cwd: dir,
      env: { HOST: `127.0.0.${n}`, PORT: String(port) },
      port,
      health: undefined,
    });
    const web: PlannedService = {
      name: 'web',
      machine: false,
      address: undefined,
      replicas: [replica(1), replica(2)],
      planReplica: replica,
      dependsOn: {},
      oneShot: false,
      ports: { '80': port },
    };
    supervisor = createSupervisor([web], { dir, log: 'files', resolver: `127.0.0.1:${dnsPort}` });
    await supervisor.up();
  });

  afterAll(async () => {
    await supervisor.down();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs each replica on its own address, and its DNS answers them', async () => {
    expect(addresses()).toEqual([
      ['web-1', '127.0.0.1', true],
      ['web-2', '127.0.0.2', true],
    ]);
    expect(await answerOf('127.0.0.2', port)).toBe('127.0.0.2');
    const resolver = new Resolver({ timeout: 2_000, tries: 1 });
    resolver.setServers([`127.0.0.1:${dnsPort}`]);
    expect((await resolver.resolve4('web')).sort()).toEqual(['127.0.0.1', '127.0.0.2']);
  });

  it('scales up on the next addresses, answering once the new replica is healthy', async () => {
    await supervisor.scale('web', 3);
    expect(addresses()).toContainEqual(['web-3', '127.0.0.3', true]);
    expect(await answerOf('127.0.0.3', port)).toBe('127.0.0.3');
    expect(supervisor.lookup('web')).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.3']);
  });

  it('drops a killed replica from the DNS, and starts it again with its address', async () => {
    const before = supervisor.status().find((p) => p.id === 'web-1')?.pid;
    await supervisor.kill('web-1', 'SIGKILL');
    expect(supervisor.lookup('web')).toEqual(['127.0.0.2', '127.0.0.3']);
    expect(await answerOf('127.0.0.1', port)).toBe('refused');
    await supervisor.start('web-1');
    expect(supervisor.status().find((p) => p.id === 'web-1')).toMatchObject({ up: true });
    expect(supervisor.status().find((p) => p.id === 'web-1')?.pid).not.toBe(before);
    expect(await answerOf('127.0.0.1', port)).toBe('127.0.0.1');
    // Starting a replica that runs changes nothing.
    const pid = supervisor.status().find((p) => p.id === 'web-2')?.pid;
    await supervisor.start('web-2');
    expect(supervisor.status().find((p) => p.id === 'web-2')?.pid).toBe(pid);
  });

  it('scales down by stopping the highest replicas', async () => {
    await supervisor.scale('web', 1);
    expect(addresses()).toEqual([['web-1', '127.0.0.1', true]]);
    expect(await answerOf('127.0.0.2', port)).toBe('refused');
    expect(await answerOf('127.0.0.3', port)).toBe('refused');
    expect(supervisor.lookup('web')).toEqual(['127.0.0.1']);
  });

  it('refuses an unknown service or process, and a count that is no whole number', async () => {
    await expect(supervisor.scale('nope', 2)).rejects.toThrow('no service nope to scale');
    await expect(supervisor.scale('web', -1)).rejects.toThrow('replicas must be a whole number');
    await expect(supervisor.scale('web', 1.5)).rejects.toThrow('replicas must be a whole number');
    await expect(supervisor.start('web-9')).rejects.toThrow('no process web-9');
    expect(supervisor.lookup('nope')).toEqual([]);
  });
});
