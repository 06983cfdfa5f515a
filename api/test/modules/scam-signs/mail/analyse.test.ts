import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { analyseMail } from '../../../../src/modules/scam-signs/mail/analyse.js';
import { evaluate } from '../../../../src/modules/scam-signs/mail/evaluation.js';

/** The mail analyser (issue 14 "The analyser") on its labelled set and on small messages. */
const dir = fileURLToPath(new URL('../../../../src/modules/scam-signs/mail/eval/', import.meta.url));
const context = {
  userEmail: 'demo@lifeguard.local',
  contacts: [{ name: 'Maria Rivera', email: 'maria@rivera.example' }],
};
const analyseFile = async (file: string) => analyseMail(await readFile(`${dir}${file}`), context);

/** A plain-text message from `from` with `subject` and `body`, and extra header lines. */
const message = (from: string, subject: string, body: string, headers: string[] = []) =>
  [`From: ${from}`, 'To: demo@lifeguard.local', `Subject: ${subject}`, ...headers, '', body, ''].join('\r\n');

describe('analyseMail', () => {
  it('scores the labelled set with precision and recall of at least 0.9', async () => {
    const labels = JSON.parse(await readFile(`${dir}labels.json`, 'utf8')) as Record<string, boolean>;
    expect(Object.keys(labels).length).toBeGreaterThanOrEqual(30);
    const { precision, recall } = await evaluate(labels, analyseFile);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps ordinary mail quiet: a GitHub reset and a bank statement from the real domains', async () => {
    for (const file of ['github-password-reset.eml', 'chase-statement.eml', 'newsletter-nytimes.eml']) {
      const { analysis } = await analyseFile(file);
      expect({ file, ...analysis }).toEqual({ file, is_threat: false, risk_level: 'low', findings: [] });
    }
  });

  it('explains a lookalike sender and a link whose text shows another site, in plain words', async () => {
    const result = await analyseFile('chase-link-mismatch.eml');
    expect(result).toMatchObject({
      threat_type: 'phishing',
      analysis: { is_threat: true, risk_level: 'critical' },
    });
    const reasons = result.analysis.findings.map((f) => f.description);
    expect(reasons).toContain('Link text shows chase.com but goes to chase-verify.ru.com');
    expect(result.url).toBe('https://chase-verify.ru.com/login');
  });

  it('finds the grandparent scam, gift cards and secrecy in the words alone', async () => {
    const { analysis } = await analyseMail(
      message(
        '"Jake" <jake.m@example.net>',
        'Grandma please help',
        "Grandma it's me, I was arrested and need $2,000 for bail. Buy gift cards and send me the codes. Don't tell mom.",
      ),
      context,
    );
    expect(analysis.is_threat).toBe(true);
    expect(analysis.findings.map((f) => f.scam_type)).toEqual(
      expect.arrayContaining(['family_emergency', 'gift_card', 'secrecy']),
    );
  });

  it('never flags a message for one routine sign alone', async () => {
    const { analysis } = await analyseMail(
      message(
        '"Coach Dan" <dan@soccerclub.example>',
        'Practice moved',
        'Urgent: practice moves to 5 PM today.',
      ),
      context,
    );
    expect(analysis).toEqual({ is_threat: false, risk_level: 'low', findings: [] });
  });

  it('flags a risky attachment and a family member’s name on a stranger’s address', async () => {
    const mixed = [
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'Here is the file you asked for.',
      '--b',
      'Content-Type: application/octet-stream; name="photos.iso"',
      'Content-Disposition: attachment; filename="photos.iso"',
      'Content-Transfer-Encoding: base64',
      '',
      'AAAA',
      '--b--',
    ].join('\r\n');
    const raw = [
      'From: "Maria Rivera" <maria.rivera.2026@mail.example>',
      'To: demo@lifeguard.local',
      'Subject: Photos',
      'MIME-Version: 1.0',
      mixed,
      '',
    ].join('\r\n');
    const { analysis } = await analyseMail(raw, context);
    expect(analysis.is_threat).toBe(true);
    expect(analysis.findings.map((f) => f.scam_type)).toEqual(
      expect.arrayContaining(['risky_attachment', 'spoofed_sender']),
    );
  });
});
