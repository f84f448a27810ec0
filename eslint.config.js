// ESLint (flat config). `npm run lint` runs with --max-warnings=0, so a warning fails like an error.
// Import boundaries (ARCHITECTURE.md) are enforced with import-x/no-restricted-paths; the zones for
// web features are generated from the folders in web/src/features, so a new feature is covered at once.
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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['contract/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
