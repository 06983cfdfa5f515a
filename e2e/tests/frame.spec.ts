/**
 * The signed-in frame the shell draws (spec 001 §2 Layout): on every signed-in route of the route
 * table, the sidebar or the header and footer as its `frame` says; the query chat=true; the
 * right-hand chat panel slot opened by the chat-panel-toggle event, 720 px wide beside a main
 * area that makes room for it, full width on a phone; the frame kept out of /app/login's code;
 * and a remote that fails inside the frame, which still takes the user home.
 */
import type { Page } from '@playwright/test';
import { routes, type RouteName } from '@lifeguard/shared/routes/routes';
import { appTakenOver, expect, signInThroughApi, test } from '../support/fixtures';

/** Every route a signed-in user opens: those requiring sign-in, plus /uninstall (open to all). */
const SIGNED_IN_ROUTES = (Object.keys(routes) as RouteName[]).filter(
  (name) => routes[name].requiresAuth || name === 'uninstall',
);

/** The shell's lazy frame chunk, as the build names it (`[name].[contenthash].js`). */
const FRAME_CHUNK = /\/app\/frame\.[0-9a-f]+\.js$/;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const chatPanel = (page: Page) => page.getByRole('complementary', { name: 'Security assistant' });

/** Opens `path` and waits for the screen's title inside the frame's main area. */
/** Opens `path` and waits for the app to have taken over the server-rendered page (issue 31). */
async function openScreen(page: Page, path: string) {
  await page.goto(`/app${path}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await appTakenOver(page);
}

async function toggleChatPanel(page: Page, open: boolean) {
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('chat-panel-toggle', { detail })), {
    open,
  });
}

const marginRight = (page: Page) =>
  page.getByRole('main').evaluate((main) => getComputedStyle(main).marginRight);

test('every signed-in route shows the frame its route table entry names', async ({ page, user }) => {
  expect(SIGNED_IN_ROUTES.length).toBeGreaterThan(5);
  // One screen after another: the time allowed grows with the route table (10 s a screen).
  test.setTimeout(SIGNED_IN_ROUTES.length * 10_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, user);
  for (const name of SIGNED_IN_ROUTES) {
    const { path, frame } = routes[name];
    await test.step(`${name} (${path}): ${frame}`, async () => {
      await openScreen(page, path);
      if (frame === 'sidebar') {
        await expect(sidebar(page)).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      } else {
        expect(frame).toBe('page');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Lifeguard`);
        await expect(sidebar(page)).toHaveCount(0);
      }
    });
  }
});

test('the query chat=true hides the header and footer', async ({ page, user }) => {
  await signInThroughApi(page, user);
  await openScreen(page, `${routes['dark-web-scan'].path}?chat=true`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('chat-panel-toggle opens a 720 px panel beside the main area, full width on a phone', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, user);
  for (const path of [routes.dashboard.path, routes['dark-web-scan'].path]) {
    await test.step(path, async () => {
      await openScreen(page, path);
      await expect(chatPanel(page)).toHaveCount(0);
      await toggleChatPanel(page, true);
      await expect(chatPanel(page)).toBeVisible();
      expect((await chatPanel(page).boundingBox())?.width).toBe(720);
      expect(await marginRight(page)).toBe('720px');
      await expect(page.locator('#lifeguard-chat-panel')).toBeAttached();

      await page.setViewportSize({ width: 375, height: 800 });
      expect((await chatPanel(page).boundingBox())?.width).toBe(375);
      expect(await marginRight(page)).toBe('0px');

      await page.keyboard.press('Escape');
      await expect(chatPanel(page)).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await marginRight(page)).toBe('0px');
    });
  }
});

test('/app/login never loads the frame; the first signed-in screen does', async ({ page, user }) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => FRAME_CHUNK.test(path))).toEqual([]);

  await signInThroughApi(page, user);
  await openScreen(page, routes.dashboard.path);
  expect(scripts.filter((path) => FRAME_CHUNK.test(path))).toHaveLength(1);
});

test('a remote that fails shows its Retry inside the frame, whose logo still goes home', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  await page.route('**/remotes/darkweb/**', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto(`/app${routes['dark-web-scan'].path}`);
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(fallback).toContainText("This part of Lifeguard couldn't load");
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Lifeguard home' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();
});

test('page transitions are off for visitors who ask for reduced motion', async ({ page, user }) => {
  await signInThroughApi(page, user);
  const animation = () =>
    page.locator('[data-transition]').evaluate((element) => getComputedStyle(element).animationName);
  await openScreen(page, routes['dark-web-scan'].path);
  expect(await animation()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openScreen(page, routes['dark-web-scan'].path);
  expect(await animation()).toBe('none');
});
