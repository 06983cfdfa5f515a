/**
 * axe-core in the browser suites (issue 15 "Keep it from coming back"): 0 serious or critical
 * violations on a settled screen.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const BLOCKING = new Set(['serious', 'critical']);

/** Waits until the screen has settled: its title is shown and no request is pending. */
export async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * axe's serious and critical violations on the page, one readable line each. Legacy mode runs
 * axe in the page itself instead of collecting the frames' results in a new blank page (issue 29:
 * half the cost); our screens have no cross-origin frames, the one thing it leaves out.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
          )
          .join('; ')}`,
    );
}
