/**
 * How `npm run stack` lays docker-compose.yml out on this machine (plan.mjs): one loopback port
 * per service, one loopback address per replica, and the gateway's nginx configuration with
 * only what must change, so it looks the services up at run time (issue 35 item 3).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCompose } from '../compose.mjs';
import { MAX_REPLICAS, planStack, replicaAddress } from '../plan.mjs';

const root = join(__dirname, '..', '..', '..');
const dir = join(root, '.data', 'stack-plan-test');
const services = readCompose(root, {});

/** The stack's plan from port 9200, with `scale` over the file's replica counts. */
function plan(scale: Record<string, number> = {}) {
  const { services: planned, resolver } = planStack(services, { root, dir, firstPort: 9200, scale });
  return { byName: new Map(planned.map((s) => [s.name, s])), resolver };
}

describe('planStack', () => {
  it('puts the replicas of a service on one port, each on its own loopback address', () => {
    const api = plan().byName.get('api');
    expect(api?.replicas.map((r) => [r.id, r.address])).toEqual([
      ['api-1', '127.0.0.1'],
      ['api-2', '127.0.0.2'],
    ]);
    const port = api?.ports['8000'];
    for (const replica of api?.replicas ?? []) {
      expect(replica.port).toBe(port);
      expect(replica.env).toMatchObject({ HOST: replica.address, PORT: String(port) });
      // Its health check asks itself, as `127.0.0.1` inside its container does.
      expect(replica.health?.join(' ')).toContain(`http://${replica.address}:${port}/healthz`);
    }
  });

  it('gives every service its own ports from the first, and the DNS the port after them', () => {
    const { byName, resolver } = plan();
    const ports = [...byName.values()].filter((s) => !s.machine).flatMap((s) => Object.values(s.ports));
    expect(new Set(ports).size).toBe(ports.length);
    expect(byName.get('gateway')?.replicas[0]?.port).toBe(9200);
    expect(resolver).toBe(`127.0.0.1:${Math.max(...ports) + 1}`);
  });

  it('scales a service from the command line (--scale api=3), and plans any further replica', () => {
    const { byName } = plan({ api: 3, worker: 2 });
    expect(byName.get('api')?.replicas.map((r) => r.id)).toEqual(['api-1', 'api-2', 'api-3']);
    expect(byName.get('worker')?.replicas.map((r) => r.id)).toEqual(['worker-1', 'worker-2']);
    // A service the file replicates keeps its numbered ids even when scaled to one.
    expect(
      plan({ api: 1 })
        .byName.get('api')
        ?.replicas.map((r) => r.id),
    ).toEqual(['api-1']);
    const fourth = byName.get('api')?.planReplica(4);
    expect(fourth).toMatchObject({ id: 'api-4', address: '127.0.0.4', replica: 4 });
    expect(plan().byName.get('worker')?.planReplica(2).id).toBe('worker-2');
  });

  it('numbers replica addresses from 127.0.0.1 to 127.0.0.254 only', () => {
    expect(replicaAddress(MAX_REPLICAS)).toBe('127.0.0.254');
    expect(() => replicaAddress(0)).toThrow(RangeError);
    expect(() => replicaAddress(MAX_REPLICAS + 1)).toThrow(RangeError);
  });
});

describe("the stack's gateway configuration", () => {
  const { byName, resolver } = plan();
  const gateway = byName.get('gateway')?.replicas[0];
  const text = readFileSync(gateway?.argv[2] ?? '', 'utf8');
  const source = readFileSync(join(root, 'ops', 'gateway', 'nginx.conf'), 'utf8');
  const portOf = (service: string, port: string) => byName.get(service)?.ports[port];

  it("asks the stack's DNS, keeping the file's other resolver settings", () => {
    const [, settings] = /^\s*resolver \S+ (.*)$/m.exec(source) ?? [];
    expect(text).toContain(`resolver ${resolver} ${settings}`);
    expect(text).toContain(`listen 127.0.0.1:${gateway?.port};`);
  });

  it('keeps service names for nginx to resolve at run time, with their local ports', () => {
    expect(text).toContain(`set $api_upstream api:${portOf('api', '8000')};`);
    expect(text).toContain(`set $shell shell:${portOf('shell', '8080')};`);
    expect(text).toContain(`auth mfe-auth:${portOf('mfe-auth', '8080')};`);
    expect(text).not.toMatch(/\b[a-z][a-z0-9-]*:8080\b/);
  });

  it('changes nothing else but the paths below /run', () => {
    const changed = (line: string) =>
      line
        .replace(/[a-z][a-z0-9-]*:[0-9]+/g, 'SERVICE')
        .replace(/resolver \S+/, 'resolver R')
        .replace(/listen \S+;/, 'listen L;')
        .replace(/\/\S*(lifeguard-gateway)/g, '$1');
    expect(text.split('\n').map(changed)).toEqual(source.split('\n').map(changed));
  });
});
