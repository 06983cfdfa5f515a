// @ts-check
/**
 * Lint for the whole repository: typescript-eslint, React hooks, and the boundaries of
 * ARCHITECTURE/STYLE: no import cycles, no imports between remotes or from a remote into the
 * shell (what two apps share lives in shared/), shared code only through its package entry points,
 * and inside each remote no feature importing another (issue 36 item 2).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_DIRS } from '@lifeguard/contracts/remotes';

/** The shell and every remote, from the one list of federated apps. */
const APPS = APP_DIRS;

/** Each app may not reach into another app's folder, nor into shared/ by relative path. */
/** The contract's TypeBox schemas are the server's; the browser takes only their types. */
const SCHEMAS_AS_TYPES_ONLY = {
  group: ['@lifeguard/contracts/schemas/*'],
  allowTypeImports: true,
  message: 'Import only types from the contract schemas (import type): TypeBox stays out of the browser.',
};

const ROUTER_ONLY_THROUGH_SHARED = {
  name: 'react-router-dom',
  message: 'Import the router from @lifeguard/shared/router/router: one tree-shaken singleton.',
};

/** The repository root: the feature zones' paths are relative to it wherever eslint runs. */
const ROOT = import.meta.dirname;

/** An app's feature folders (`<app>/src/features/<feature>`), read now: a new one is covered at once. */
function featuresOf(app) {
  try {
    return readdirSync(`${ROOT}/${app}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const FEATURE_MESSAGE =
  "Features never import each other (STYLE, issue 36 item 2): move what both need to the remote's components/, hooks/ or lib/, and compose features in pages/.";
const LAYER_MESSAGE =
  "The remote's components/, hooks/ and lib/ serve its features and pages/, never import them; a feature never imports pages/ (bulletproof-react's unidirectional layers).";

/**
 * Feature zones after bulletproof-react (`import/no-restricted-paths`): every file of
 * `<app>/src/features/<feature>` may import from its own feature only, whatever the specifier
 * (`../../other`, `../../../features/other`, `mfe-x/src/features/other`): the rule resolves it
 * to a file first. Test code too: a feature's tests test that feature.
 */
const featureZones = APPS.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `${app}/src/features/${feature}`,
    from: `${app}/src/features`,
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  })),
);

/**
 * The layers' direction, outside test code (tests render pages and read features' types): the
 * remote's components/, hooks/ and lib/ never import a feature or a page; a feature never
 * imports a page.
 */
const layerZones = APPS.flatMap((app) => [
  {
    target: [`${app}/src/components`, `${app}/src/hooks`, `${app}/src/lib`],
    from: [`${app}/src/features`, `${app}/src/pages`],
    message: LAYER_MESSAGE,
  },
  { target: `${app}/src/features`, from: `${app}/src/pages`, message: LAYER_MESSAGE },
]);

/** The rule with `zones`, paths relative to the repository root. */
const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

/** Every app file gets the feature zones; outside test code the later block adds the layers. */
const featureBoundaries = [
  {
    files: [`{${APPS.join(',')}}/src/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(featureZones) },
  },
  {
    files: [`{${APPS.join(',')}}/src/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**', '**/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...layerZones]) },
  },
];

const boundaries = APPS.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  // Test code may use the router's test-only parts (MemoryRouter, Routes) directly.
  ignores: ['**/__tests__/**', '**/src/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [ROUTER_ONLY_THROUGH_SHARED],
        patterns: [
          SCHEMAS_AS_TYPES_ONLY,
          {
            regex: `^(\\.\\./)+(${[...APPS.filter((other) => other !== app), 'shared'].join('|')})(/|$)`,
            message: 'Apps never import each other; import shared code as @lifeguard/shared/...',
          },
          ...APPS.filter((other) => other !== app).map((other) => ({
            regex: `^${other}(/|$)`,
            message: 'Apps never import each other; what two apps share lives in shared/.',
          })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [`{shared,${APPS.join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // STYLE: `type` over `interface` (module augmentation, which needs one, says so inline).
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SCHEMAS_AS_TYPES_ONLY,
            { regex: '^(\\.\\./)+(shell|mfe-[a-z]+)(/|$)', message: 'shared/ never imports an app.' },
          ],
        },
      ],
    },
  },
  {
    // The browser extension (issue 32): the apps' rules, outside its tests and test helpers.
    files: ['extension/src/**/*.ts'],
    ignores: ['**/__tests__/**', '**/src/testing/**'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-imports': ['error', { patterns: [SCHEMAS_AS_TYPES_ONLY] }],
    },
  },
  ...boundaries,
  ...featureBoundaries,
);
