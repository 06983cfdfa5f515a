import type { Finding, MailContext } from './finding.js';
import type { ParsedMail } from './parse.js';

/**
 * Attachment types that run code or open a web page when opened, and how strongly each points
 * to a scam (issue 14 "risky attachments"): a web page or disk image mailed as a file is how
 * phishing forms and malware get past link checks; an archive may hide either.
 */
const RISKY: Readonly<Record<string, { weight: number; what: string }>> = {
  html: { weight: 3, what: 'a web page that can ask for your password' },
  htm: { weight: 3, what: 'a web page that can ask for your password' },
  shtml: { weight: 3, what: 'a web page that can ask for your password' },
  iso: { weight: 4, what: 'a disk image that can install harmful software' },
  img: { weight: 4, what: 'a disk image that can install harmful software' },
  lnk: { weight: 4, what: 'a shortcut that can run harmful software' },
  js: { weight: 4, what: 'a script that can run harmful software' },
  vbs: { weight: 4, what: 'a script that can run harmful software' },
  exe: { weight: 4, what: 'a program' },
  scr: { weight: 4, what: 'a program' },
  docm: { weight: 3, what: 'a document with macros that can run harmful software' },
  xlsm: { weight: 3, what: 'a spreadsheet with macros that can run harmful software' },
  zip: { weight: 2, what: 'a compressed folder that can hide harmful files' },
  rar: { weight: 2, what: 'a compressed folder that can hide harmful files' },
  '7z': { weight: 2, what: 'a compressed folder that can hide harmful files' },
};

const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase() ?? '';

/** Risky attachments of a message (issue 14), one finding each kind of file. */
export function attachmentFindings(mail: ParsedMail, _context: MailContext): Finding[] {
  const seen = new Set<string>();
  return mail.attachments.flatMap(({ filename }) => {
    const extension = extensionOf(filename);
    const risky = RISKY[extension];
    if (!risky || seen.has(extension)) return [];
    seen.add(extension);
    return [
      {
        scam_type: 'risky_attachment' as const,
        weight: risky.weight,
        description: `It has an attached .${extension} file, ${risky.what}`,
      },
    ];
  });
}
