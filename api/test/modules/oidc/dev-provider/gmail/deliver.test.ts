import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillDemoMailbox } from '../../../../../src/modules/demo/mailbox.js';
import {
  DeliveryError,
  deliverMessages,
  fillMailbox,
} from '../../../../../src/modules/oidc/dev-provider/gmail/deliver.js';
import { InvalidMailboxError } from '../../../../../src/modules/oidc/dev-provider/gmail/mailbox-dir.js';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/gmail/', import.meta.url));
const SCAM = join(FIXTURES, 'scam.eml');
const ORDINARY = join(FIXTURES, 'ordinary.eml');
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-mail-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const mailbox = (email: string) => join(dataDir, 'gmail', email);

describe('delivering messages to the Gmail stand-in (npm run mail:deliver, issue 14)', () => {
  it('copies each file under a new unique name into the lower-cased mailbox', async () => {
    const delivered = await deliverMessages(dataDir, 'Ada@Example.com', [SCAM, SCAM, ORDINARY]);
    expect(delivered.map((d) => d.source)).toEqual([SCAM, SCAM, ORDINARY]);
    const names = readdirSync(mailbox('ada@example.com')).sort();
    expect(names).toEqual(delivered.map((d) => d.name).sort());
    expect(new Set(names).size).toBe(3);
    expect(names.every((name) => /^\d+-[0-9a-f]{8}-(scam|ordinary)\.eml$/.test(name))).toBe(true);
    const scamCopy = delivered[0]!.name;
    expect(readFileSync(join(mailbox('ada@example.com'), scamCopy)).equals(readFileSync(SCAM))).toBe(true);
  });

  it('delivers nothing when a file is missing or not a message, and refuses a bad address', async () => {
    const notMail = join(dataDir, 'notes.eml');
    writeFileSync(notMail, 'just some notes\nwithout headers\n');
    await expect(
      deliverMessages(dataDir, 'ada@example.com', [SCAM, join(dataDir, 'gone.eml')]),
    ).rejects.toThrow(new DeliveryError(`${join(dataDir, 'gone.eml')}: no such file.`));
    await expect(deliverMessages(dataDir, 'ada@example.com', [notMail])).rejects.toBeInstanceOf(
      DeliveryError,
    );
    expect(readdirSync(dataDir)).toEqual(['notes.eml']);
    for (const email of ['not-an-email', '../escape@example.com', '.hidden@example.com']) {
      await expect(deliverMessages(dataDir, email, [SCAM])).rejects.toBeInstanceOf(InvalidMailboxError);
    }
  });

  it('fills a mailbox idempotently: a message already there is not delivered again', async () => {
    const first = await fillMailbox(dataDir, 'demo@lifeguard.local', [SCAM, ORDINARY]);
    expect(first).toEqual({ added: [expect.any(Object), expect.any(Object)], present: 0 });
    const again = await fillMailbox(dataDir, 'demo@lifeguard.local', [SCAM, ORDINARY]);
    expect(again).toEqual({ added: [], present: 2 });
    expect(readdirSync(mailbox('demo@lifeguard.local'))).toHaveLength(2);
  });

  it("fills the demo account's mailbox from a folder of messages", async () => {
    expect((await fillDemoMailbox(dataDir, FIXTURES)).added).toHaveLength(2);
    expect((await fillDemoMailbox(dataDir, FIXTURES)).present).toBe(2);
    expect(readdirSync(mailbox('demo@lifeguard.local')).sort()).toEqual([
      expect.stringMatching(/^ordinary-[0-9a-f]{12}\.eml$/),
      expect.stringMatching(/^scam-[0-9a-f]{12}\.eml$/),
    ]);
    expect(await fillDemoMailbox(dataDir, join(dataDir, 'none'))).toEqual({ added: [], present: 0 });
  });
});
