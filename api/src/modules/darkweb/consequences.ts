import { riskLevel } from '@lifeguard/contracts/darkweb';
import type { DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { NewThreatEvent } from '../threats/service.js';

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** What a stored scan changes beyond the scan page, in its transaction and after it. */
export type ScanConsequences = {
  inTransaction(tx: Database, userId: number, scan: DarkWebScan): Promise<void>;
  afterCommit(userId: number): Promise<void>;
};

/**
 * What a stored scan changes beyond the scan page (issue 5; spec 001 §3, §4): the dark web
 * integration becomes configured, active and healthy; a scan with exposures adds a
 * `dark_web_scan` threat event whose severity is the scan's risk level, and a notification.
 * The scan, its entries, the event, its notification and the integration change are written in
 * one transaction (app.threats.report over the scan's, threats/report.ts): all of it or nothing.
 * The event's external_id is the scan's. Its threat_data holds counts and breach names only:
 * breached values stay sealed in the scan.
 *
 * The action items (change each exposed password, enable protection) are derived from the
 * latest scan by securityTasks.reconcile, idempotent and run again before every list of action
 * items: it runs after the commit, and a crash before it loses nothing.
 */
export const scanConsequences = (app: FastifyInstance): ScanConsequences => ({
  async inTransaction(tx, userId, scan) {
    const risk = riskLevel(scan.total_results);
    if (scan.id === null || risk === 'none') {
      await app.integrations.within(tx).markActive(userId, 'darkweb');
      return;
    }
    const sources = plural(scan.databases.length, 'data breach', 'data breaches');
    const event: NewThreatEvent = {
      external_id: `dark_web_scan:${scan.id}`,
      threat_type: 'dark_web_scan',
      threat_category: 'data_exposure',
      severity: risk,
      source_system: 'dark_web_scan',
      detected_at: scan.created_at,
      threat_data: {
        total_results: scan.total_results,
        exposed_passwords_count: scan.passwords_found.length,
        breach_databases: scan.databases,
      },
      analysis: { is_threat: true, risk_level: risk, findings: [] },
      description: `Your information appeared in ${sources}`,
    };
    const notification = {
      title: 'Your information was found in data breaches',
      message: `A dark web scan found ${plural(scan.total_results, 'record')} about you in ${sources}. See what was exposed and what to do next.`,
      level: risk === 'low' || risk === 'medium' ? ('warning' as const) : ('critical' as const),
      link: '/app/dark-web-scan',
    };
    await app.threats.report(userId, event, { notification, markActive: 'darkweb' }, tx);
  },
  afterCommit: (userId) => app.securityTasks.reconcile(userId),
});
