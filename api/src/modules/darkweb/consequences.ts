import { riskLevel } from '@lifeguard/contracts/darkweb';
import type { DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import type { FastifyInstance } from 'fastify';

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/**
 * What a stored scan changes beyond the scan page (issue 5; spec 001 §3, §4): the dark web
 * integration becomes configured, active and healthy; a scan with exposures adds a
 * `dark_web_scan` threat event whose severity is the scan's risk level, a notification, and its
 * action items (change each exposed password, enable protection) through the reconcile of
 * security tasks. The event's external_id is the scan's, so a retry records it once. Its
 * threat_data holds counts and breach names only: breached values stay sealed in the scan.
 */
export async function applyScanConsequences(app: FastifyInstance, userId: number, scan: DarkWebScan) {
  await app.integrations.markActive(userId, 'darkweb');
  const risk = riskLevel(scan.total_results);
  if (scan.id !== null && risk !== 'none') {
    const sources = plural(scan.databases.length, 'data breach', 'data breaches');
    await app.threats.record(userId, {
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
    });
    await app.notifications.create(userId, {
      title: 'Your information was found in data breaches',
      message: `A dark web scan found ${plural(scan.total_results, 'record')} about you in ${sources}. See what was exposed and what to do next.`,
      level: risk === 'low' || risk === 'medium' ? 'warning' : 'critical',
      link: '/app/dark-web-scan',
    });
  }
  await app.securityTasks.reconcile(userId);
}
