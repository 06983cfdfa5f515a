/**
 * One copy of each singleton (issue 34 item 5; ARCHITECTURE "Runtime composition"): with the
 * dashboard, the assistant panel and a teams page open in one page, React, react-dom,
 * react-redux, the store, styled-components and React Router each exist once, in the federation
 * runtime's share scope and in what actually ran.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appTakenOver, expect, signInThroughApi, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/product';
import { federationInstances, installCopyProbe, readCopies, readShareScope } from '../support/singletons';

const versionOf = (pkg: string) =>
  (
    JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The remotes this test opens, besides the shell. */
const OPENED = ['dashboard', 'assistant', 'teams'];

/**
 * The share keys of the singletons (shared/tooling/federated-app.mjs), each with the opened
 * remotes that must have resolved it through the share scope. React Router is no share key of
 * its own: it is bundled into @lifeguard/shared/router/router, the one module that imports it.
 * The store is the shell's, made by make-store over root-reducer; remotes reach it through the
 * hooks and the one api slice. The remotes use react-dom and react-redux only through those.
 */
const SINGLETONS = [
  { key: 'react', version: versionOf('react'), usedBy: OPENED },
  { key: 'react/jsx-runtime', version: versionOf('react'), usedBy: OPENED },
  { key: 'react-dom', version: versionOf('react-dom'), usedBy: [] },
  { key: 'react-dom/client', version: versionOf('react-dom'), usedBy: [] },
  { key: 'react-redux', version: versionOf('react-redux'), usedBy: [] },
  { key: 'styled-components', version: versionOf('styled-components'), usedBy: OPENED },
  { key: '@lifeguard/shared/router/router', version: versionOf('@lifeguard/shared'), usedBy: OPENED },
  { key: '@lifeguard/shared/store/make-store', version: versionOf('@lifeguard/shared'), usedBy: [] },
  { key: '@lifeguard/shared/store/root-reducer', version: versionOf('@lifeguard/shared'), usedBy: [] },
  { key: '@lifeguard/shared/store/hooks', version: versionOf('@lifeguard/shared'), usedBy: OPENED },
  { key: '@lifeguard/shared/api/api-slice', version: versionOf('@lifeguard/shared'), usedBy: OPENED },
];

test('the dashboard, the assistant panel and a teams page share one copy of each singleton', async ({
  page,
  user,
}) => {
  await installCopyProbe(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await appTakenOver(page);

  await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
  await expect(page.getByRole('log', { name: 'Conversation with Lifeguard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Security assistant' })).toHaveCount(0);

  // Through the app's own links: a new page load would start a new federation runtime.
  await page.getByRole('button', { name: user.email }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  expect((await federationInstances(page)).toSorted(), 'one federation instance each').toEqual(
    ['shell', ...OPENED].toSorted(),
  );
  const keys = SINGLETONS.map(({ key }) => key);
  const scope = await readShareScope(page, keys);
  for (const { key, version, usedBy } of SINGLETONS) {
    const { scopes, versions } = scope[key] ?? { scopes: 0, versions: [] };
    expect(scopes, `${key}: every federation instance reads it from the one share scope`).toBe(1);
    expect(
      versions,
      `${key}: one version in the share scope, the shell's, loaded, used by ${['shell', ...usedBy].join(', ')}`,
    ).toEqual([
      { version, loaded: true, providedBy: 'shell', useIn: expect.arrayContaining(['shell', ...usedBy]) },
    ]);
  }

  const copies = await readCopies(page);
  expect(copies.renderers, 'React renderers that registered').toEqual([
    `react-dom@${versionOf('react-dom')}`,
  ]);
  expect(copies.routerVersions, 'React Router copies that ran').toEqual([versionOf('react-router')]);
  expect(copies.styleSheets, 'styled-components style sheets').toEqual([versionOf('styled-components')]);
  expect(copies.stores, 'Redux stores the react-redux Providers hold').toBe(1);
  expect(copies.storeContexts, 'react-redux contexts').toBe(1);
});
