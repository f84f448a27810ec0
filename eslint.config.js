// ESLint (flat config). `npm run lint` runs with --max-warnings=0, so a warning fails like an error.
// Import boundaries are enforced with import-x/no-restricted-paths; the zones for web features are
// generated from the folders in web/src/features, so a new feature is covered at once. The server's
// layers are described in docs/decisions/0007-server-layers-and-registries.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(root, 'web/src/features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const boundaries = [
  // a feature imports shared/ and the contract only: never another feature…
  ...features.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in web/src/app, or move the common part to web/src/shared.',
  })),
  // …and never the shell that composes it
  { target: './web/src/features', from: './web/src/app', message: 'Features never import web/src/app (app composes features).' },
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/shared is the base layer: it imports neither features nor app.',
  },
  // data flows web → contract ← server
  { target: './web', from: './server', message: 'web and server never import each other: share through contract/.' },
  { target: './server', from: './web', message: 'web and server never import each other: share through contract/.' },
  { target: './contract', from: ['./web', './server', './e2e', './bench'], message: 'contract imports neither web nor server.' },
];

// The server's layers, bottom to top (ADR 0007): config.ts and db/ → http/ (the Fastify shell, the
// binder, the platform's service types), jobs/ and seed/ (runners for what domains contribute) →
// providers/ (vendor seams and adapters) → domains/ (with the registry, domains/index.ts) → ops/ →
// platform.ts and main.ts, which compose everything. A layer imports only layers below it.
const srv = (p) => `./server/src/${p}`;
const serverLayers = [
  {
    target: [srv('config.ts'), srv('db')],
    from: [
      srv('http'),
      srv('jobs'),
      srv('seed'),
      srv('providers'),
      srv('domains'),
      srv('ops'),
      srv('platform.ts'),
      srv('main.ts'),
    ],
    message: 'config.ts and db/ are the base of the server: they import no other server layer.',
  },
  {
    target: srv('http'),
    from: [srv('jobs'), srv('seed'), srv('providers'), srv('domains'), srv('ops'), srv('platform.ts'), srv('main.ts')],
    message:
      'http/ never imports a domain (or anything above it): declare what it needs in http/ and let the registry (domains/index.ts) or the platform builder inject it.',
  },
  {
    target: [srv('jobs'), srv('seed')],
    from: [srv('providers'), srv('domains'), srv('ops'), srv('platform.ts'), srv('main.ts')],
    message: 'jobs/ and seed/ run what domains contribute; the lists live in the registry (domains/index.ts), not here.',
  },
  {
    target: srv('providers'),
    from: [srv('jobs'), srv('seed'), srv('domains'), srv('ops'), srv('platform.ts'), srv('main.ts')],
    message:
      'A provider never imports a domain: it gets platform data through its seam (providers/games/types.ts, ProviderHost) and moves money through signed callbacks.',
  },
  {
    target: srv('domains'),
    from: [srv('ops'), srv('platform.ts'), srv('main.ts')],
    message:
      'Domains never import ops/ or the composition roots: export an OpsCommand and name it in the registry (domains/index.ts).',
  },
  {
    target: [srv('ops'), srv('platform.ts')],
    from: srv('main.ts'),
    message: 'main.ts is the top: nothing imports it.',
  },
  {
    target: srv('platform.ts'),
    from: srv('ops'),
    message: 'platform.ts builds the platform the ops CLI uses: it does not import ops/.',
  },
];

// Only web/src/shared/lib/storage.ts touches browser storage (it names every key of spec §3).
const storageMessage = 'Use the storage module (web/src/shared/lib/storage.ts); nothing else touches browser storage.';
const storageRules = {
  'no-restricted-globals': [
    'error',
    { name: 'localStorage', message: storageMessage },
    { name: 'sessionStorage', message: storageMessage },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "MemberExpression[property.name='localStorage']", message: storageMessage },
    { selector: "MemberExpression[property.name='sessionStorage']", message: storageMessage },
    { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: storageMessage },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      // without it import-x parses no .ts dependency, and no-cycle silently finds nothing in TypeScript
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // absolute: a lint run from another working directory (the boundary tests under server/) resolves too
          project: ['contract', 'server', 'web', 'e2e'].map((p) => path.join(root, p, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // basePath: the zones are relative to the repository, whatever directory the lint runs from
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...serverLayers] }],
      'import-x/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // The app does not run the React Compiler. These rules only protect the compiler's assumptions
      // and flag idioms that are correct without it (the "latest value" ref written during render,
      // syncing state from a prop in an effect, libraries the compiler cannot memoise).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      ...storageRules,
    },
  },
  {
    // the storage module itself; tests that check what lands in storage (key names are spec'd)
    files: ['web/src/shared/lib/storage.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Number() reads true, [5] and "0x26" as numbers: inputs use whole() / decimalNumber() (ADR 0034)
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='coerce'][property.name='number']",
          message: 'Use whole() or decimalNumber() from contract/src/numbers.ts (ADR 0034).',
        },
      ],
    },
  },
  {
    // the server has no import cycle at any depth (a cycle across layers is a layering mistake)
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // the demo game vendor's pages (ES modules served into the game iframe)
    files: ['server/vendor-assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright and Lighthouse scripts: callbacks of page.evaluate run in the browser
    files: ['e2e/**/*.ts', 'bench/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // runs before first paint, outside the bundle (the CSP forbids inline scripts): reads `theme` itself
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', ecmaVersion: 5, globals: { ...globals.browser } },
  },
  {
    // the service worker and the offline page's script, emitted as they are by build/service-worker.ts
    files: ['web/build/worker/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, __PRECACHE__: 'readonly' } },
  },
  {
    files: ['web/build/worker/offline.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, __TEXTS__: 'readonly' } },
  },
  {
    // the starter of server-drawn pages, emitted as it is by build/page-start.ts
    files: ['web/build/start/page-start.js'],
    languageOptions: { sourceType: 'script', ecmaVersion: 5, globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
