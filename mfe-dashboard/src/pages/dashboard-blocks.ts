/** What the block rules read of an integration (spec 001 §3). */
type BlockIntegration = { is_configured: boolean; is_active: boolean };

export type DashboardBlocksInput = {
  integrations: readonly BlockIntegration[];
  /** The first-time summary: shown (its §4 conditions hold, or forced), and dismissed. */
  summary: { visible: boolean; dismissed: boolean };
  /** Joined within 30 days (spec 001 §4). */
  firstTime: boolean;
};

export type DashboardBlocks = {
  quickSetup: boolean;
  statusBar: boolean;
  threatTimeline: boolean;
  welcomeBanner: boolean;
};

/**
 * Which dashboard blocks show (spec 001 §4 "Which dashboard blocks show"):
 * - quick setup: some integration is unconfigured, and the summary was dismissed or is not shown;
 * - status bar: neither quick setup nor the summary is shown;
 * - threat timeline: unless the summary is shown and not dismissed;
 * - welcome banner (its rule is not given): for a new user (spec 001 §9, within 30 days) whose
 *   protection is not complete yet, when the summary is not taking the stage.
 */
export function dashboardBlocks({ integrations, summary, firstTime }: DashboardBlocksInput): DashboardBlocks {
  const unconfigured = integrations.some((i) => !i.is_configured);
  const quickSetup = unconfigured && (summary.dismissed || !summary.visible);
  const incomplete = integrations.some((i) => !(i.is_configured && i.is_active));
  return {
    quickSetup,
    statusBar: !quickSetup && !summary.visible,
    threatTimeline: !(summary.visible && !summary.dismissed),
    welcomeBanner: firstTime && incomplete && !summary.visible,
  };
}
