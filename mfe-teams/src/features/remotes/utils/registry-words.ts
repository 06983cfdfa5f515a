import type { RemoteRegistryAction } from '@lifeguard/contracts/remote-registry';
import type { RemoteLoadStats } from '@lifeguard/contracts/schemas/remote-registry';

/** The audit's actions in words (issue 34), as the Remotes page lists them. */
export const AUDIT_ACTION_LABELS: Record<RemoteRegistryAction, string> = {
  published: 'Published',
  activated: 'Activated',
  rolled_back: 'Rolled back',
  canary: 'Canary',
  canary_ended: 'Canary ended',
  auto_rolled_back: 'Rolled back automatically',
  dev_override: 'Development server set',
  dev_override_cleared: 'Development server cleared',
};

/** Who made an audited change in words: the server itself, its command line, or a superuser's email. */
export function actorLabel(actor: string): string {
  if (actor === 'system') return 'Lifeguard (automatic)';
  if (actor === 'command line') return 'Command line';
  return actor;
}

const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A share in %, e.g. '10 %' or '2.5 %'. */
export const percentLabel = (percent: number) => `${oneDecimal.format(percent)} %`;

/** What the versions table shows of a version's last hour: loads, failure rate, p75; '—' without loads. */
export type StatsLabels = { loads: string; failureRate: string; p75: string };

/** The last hour's loads of a version in words (issue 34 item 4); rate and time are '—' with no loads. */
export function statsLabels({ loads, failure_rate, p75_ms }: RemoteLoadStats): StatsLabels {
  return {
    loads: loads.toLocaleString(),
    failureRate: loads === 0 ? '—' : percentLabel(failure_rate),
    p75: loads === 0 || p75_ms === null ? '—' : `${p75_ms.toLocaleString()} ms`,
  };
}

/** The automatic rollback of a canary in one sentence (issue 34 item 4). */
export function canaryRuleSentence({
  max_failure_rate,
  min_loads,
}: {
  max_failure_rate: number;
  min_loads: number;
}) {
  return (
    `A canary is rolled back automatically when more than ${percentLabel(max_failure_rate)} ` +
    `of at least ${min_loads.toLocaleString()} loads in the last hour fail.`
  );
}
