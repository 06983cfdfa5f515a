import { riskLevel } from '@lifeguard/contracts/darkweb';
import { PERSONAL_MASKS, type PersonalField } from '@lifeguard/contracts/masking';
import type { DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import { Id } from '@lifeguard/contracts/schemas/text';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { breachName } from '../../darkweb/breach-name.js';
import { ToolError } from '../agent.js';
import { breachesOf } from './breaches.js';
import { defineTool } from './define.js';
import { maskedList } from './redact.js';

/**
 * A scan as the agent sees it (spec 001 §3 "Dark web scan"): counts, breach names and the
 * exposed values masked as the screens mask them (spec 001 §9); passwords, hashes, usernames
 * and social handles only as counts. Breach names pass breachName (issue 30 item 7).
 */
function scanFacts(scan: DarkWebScan) {
  const data = scan.consolidated_data;
  /** Up to 10 of a kind's values (those of consolidated_data by default), masked by its rule. */
  const masked = (field: PersonalField, values = data[field]) => maskedList(values, PERSONAL_MASKS[field]);
  return {
    scanned: true as const,
    scan_id: scan.id,
    created_at: scan.created_at,
    total_results: scan.total_results,
    risk_level: riskLevel(scan.total_results),
    databases: [...new Set(scan.databases.map(breachName))],
    exposed: {
      names: masked('name'),
      emails: masked('email', scan.emails_found),
      phones: masked('phone'),
      addresses: masked('address'),
      birth_years: masked('dob'),
      license_plates: masked('license_plate'),
    },
    counts: {
      passwords: scan.passwords_found.length,
      hashed_passwords: data.hashed_password.length,
      usernames: scan.usernames_found.length,
      social: data.social.length,
    },
  };
}

/** get_latest_scan: the user's newest stored dark web scan, masked, or `scanned: false`. */
export const getLatestScanTool = (app: FastifyInstance) =>
  defineTool({
    name: 'get_latest_scan',
    description:
      'Reads your latest dark web scan: how many records, which breaches, and what kinds of data were exposed (masked).',
    input: Type.Object({}, { additionalProperties: false }),
    async execute(_input, { userId }) {
      const scan = await app.darkweb.latestScan(userId);
      if (!scan) return { scanned: false as const, message: 'This account has no dark web scan yet.' };
      return scanFacts(scan);
    },
  });

/**
 * list_breach_entries: the breach entries of one of the user's scans (the latest when
 * `scan_id` is absent), grouped by breach, masked (breaches.ts).
 * @throws ToolError when the user has no scan, or no scan with that id.
 */
export const listBreachEntriesTool = (app: FastifyInstance) =>
  defineTool({
    name: 'list_breach_entries',
    description:
      'Lists the breaches of your dark web scan (the latest by default): each breach, its date and what it exposed (masked).',
    input: Type.Object(
      { scan_id: Type.Optional(Id({ description: 'A scan id; the latest scan when absent.' })) },
      { additionalProperties: false },
    ),
    async execute({ scan_id: scanId }, { userId, progress }) {
      const id = scanId ?? (await app.darkweb.latestScan(userId))?.id;
      if (!id) throw new ToolError('This account has no dark web scan yet.');
      if ((await app.darkweb.ownerOf(id)) !== userId) throw new ToolError('No scan with that id was found.');
      await progress(40, 'Opening the breach records');
      const entries = await app.darkweb.entries(id, userId);
      await progress(80, 'Masking personal details');
      return { scan_id: id, total_entries: entries.length, breaches: breachesOf(entries) };
    },
  });
