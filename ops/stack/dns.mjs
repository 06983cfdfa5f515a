// @ts-check
/**
 * The stack's service discovery (issue 35 item 3): a DNS server on a loopback UDP port that
 * answers a service's name with the addresses of its replicas that run, as Docker's embedded
 * DNS (127.0.0.11) does on Compose's network. The gateway's nginx asks it (its `resolver`,
 * rewritten by plan.mjs), so a replica started by `scale api=3` gets requests without the
 * gateway being restarted, and one that ended gets none once nginx's answer expires.
 *
 * Only A questions are answered with addresses; a question with none (an unknown name, a
 * service with no replica running, an AAAA question) gets NXDOMAIN, as Docker answers for a
 * stopped service, which nginx does not cache. The wire format is dns-packet's.
 */
import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

/** The answers' time to live, s (nginx's `valid` overrides it). */
const TTL_S = 1;
/** The response code of a name that does not exist. */
const NXDOMAIN = 3;

/** @typedef {(name: string) => string[]} Lookup the IPv4 addresses of a name (lower case) */

/**
 * The response to DNS message `query`: each A question's addresses from `lookup`, or NXDOMAIN
 * when there are none.
 * @param {Buffer} query @param {Lookup} lookup
 * @returns {Buffer | undefined} undefined for what is not a query (a response, unreadable bytes)
 */
export function answerQuery(query, lookup) {
  /** @type {dnsPacket.Packet} */
  let packet;
  try {
    packet = dnsPacket.decode(query);
  } catch {
    return undefined;
  }
  if (packet.type !== 'query') return undefined;
  const questions = packet.questions ?? [];
  /** @type {dnsPacket.Answer[]} */
  const answers = questions.flatMap((question) =>
    question.type === 'A' && question.class === 'IN'
      ? lookup(question.name.toLowerCase()).map((data) => ({
          type: /** @type {const} */ ('A'),
          class: /** @type {const} */ ('IN'),
          name: question.name,
          ttl: TTL_S,
          data,
        }))
      : [],
  );
  const flags =
    dnsPacket.AUTHORITATIVE_ANSWER |
    ((packet.flags ?? 0) & dnsPacket.RECURSION_DESIRED) |
    (answers.length === 0 ? NXDOMAIN : 0);
  return dnsPacket.encode({ type: 'response', id: packet.id, flags, questions, answers });
}

/**
 * Answers DNS queries on UDP `address` from `lookup` until closed.
 * @param {string} address `127.0.0.1:<port>` (port 0: any free port)
 * @param {Lookup} lookup
 * @returns {Promise<{ port: number, close: () => Promise<void> }>} the port it listens on
 * @throws {Error} when the address cannot be bound (EADDRINUSE)
 */
export async function serveDns(address, lookup) {
  const [host, port] = address.split(':');
  const socket = createSocket('udp4');
  socket.on('message', (message, peer) => {
    const answer = answerQuery(message, lookup);
    if (answer) socket.send(answer, peer.port, peer.address);
  });
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(Number(port), host, () => {
      socket.off('error', reject);
      resolve(undefined);
    });
  });
  socket.on('error', (error) => console.error(`[dns] ${error.message}`));
  return {
    port: socket.address().port,
    close: () => new Promise((done) => socket.close(() => done(undefined))),
  };
}
