import { openChatPanel } from '@lifeguard/shared/layout/chat-panel';
import type { ThreatEvent } from '../api/get-threat-events';
import { eventSummary, threatTypeLabel } from './event-display';
import { truncateDescription } from './truncate-description';

/** How the explain chat names an event: its type, and its short description when it has one. */
export function explainTitle(event: ThreatEvent): string {
  const summary = eventSummary(event);
  const label = threatTypeLabel(event.threat_type);
  return summary ? `${label}: ${truncateDescription(summary)}` : label;
}

/**
 * Opens the chat panel on an explanation of `event` (spec 001 §2, §4, issue 12). Explaining needs
 * the event's `threat_id` (spec 001 §5): without one it logs an error and does nothing else.
 */
export function explainThreat(event: Pick<ThreatEvent, 'id' | 'threat_id'>, title: string): void {
  if (!event.threat_id) {
    console.error(`Cannot explain threat event ${event.id}: it has no threat_id`);
    return;
  }
  openChatPanel({ kind: 'explain', threatId: event.threat_id, title });
}
