import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from '../support/fixtures';

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on:
 * `securitypolicyviolation` events and the console errors Chromium prints for blocked loads, and
 * its warnings about the Permissions-Policy header (a feature it does not know, on every page).
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' && /Content Security Policy/i.test(text)) ||
      /Permissions-Policy/i.test(text)
    ) {
      violations.push(text);
    }
  });
  return violations;
}

/** Issue 15 item 5: the app runs under its strict CSP, with nothing blocked. */
test.describe('security headers', () => {
  test('the sign-in page loads its remote under the CSP with no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/app/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).toContain("object-src 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the dashboard loads under the CSP with no violation', async ({ page, user }) => {
    const violations = await recordViolations(page);
    await signInThroughApi(page, user);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
