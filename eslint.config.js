// @ts-check
// Lint rules, including the layering rules that keep each process honest:
//  - shared/ is pure TypeScript: no DOM, no Node, no Electron (it runs in all three processes);
//  - only electron/ may import 'electron';
//  - renderer/ never imports Node built-ins;
// and the size of functions in product code (scripts/function-length/rule.js, with its baseline).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import functionLength from './scripts/function-length/rule.js';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'child_process',
  'http',
  'https',
  'net',
  'tls',
  'dns',
  'crypto',
  'stream',
  'stream/*',
  'url',
  'util',
  'events',
  'worker_threads',
  'zlib',
  'buffer',
  'process',
  'module',
];

const electronOnlyInElectron = {
  paths: [{ name: 'electron', message: "Only files in electron/ may import 'electron'." }],
  patterns: [{ group: ['electron/*'], message: "Only files in electron/ may import 'electron'." }],
};

/** Globals that exist only in a browser (DOM) or only in Node; shared/ must use neither. */
const domGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'HTMLElement',
  'XMLHttpRequest',
  'indexedDB',
];
const nodeGlobals = [
  'process',
  'Buffer',
  'require',
  'module',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
];

/** The renderer's import rules, with `more` patterns (a screen's stricter ones). */
function rendererImports(more) {
  return {
    ...electronOnlyInElectron,
    paths: [
      ...electronOnlyInElectron.paths,
      ...nodeBuiltins
        .filter((n) => !n.includes('*') && n !== 'buffer')
        .map((name) => ({ name, message: 'The renderer is a sandboxed web page: no Node built-ins.' })),
    ],
    patterns: [
      ...electronOnlyInElectron.patterns,
      { group: ['node:*'], message: 'The renderer is a sandboxed web page: no Node built-ins.' },
      {
        group: ['**/electron/**', '**/e2e/**', '**/cli/**', '**/local-index-server/**', '**/test-support/**'],
        message: 'The renderer talks to main only through the bridge (shared/bridge).',
      },
      ...more,
    ],
  };
}

/** The one renderer file that applies the address display rule (shared/format/address-display.ts). */
const ADDRESS_RULE_FILE = 'renderer/model/use-address-display.ts';

/** Everywhere else in renderer/, the rule is reached through <Address> or useAddressDisplay only. */
const addressRuleImports = {
  group: ['**/format/address-display'],
  importNames: ['displayAddress', 'displayFormKey'],
  message:
    'Write an address with <Address> (renderer/model/address.tsx), its text with useAddressDisplay (renderer/model/use-address-display.ts): one rule, applied in one place.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.cache/**',
      'out/**',
      'dist-web/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', electronOnlyInElectron],
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'shared/ runs in every process: no Electron.' },
            { name: 'react', message: 'shared/ is UI-free.' },
            { name: 'react-dom', message: 'shared/ is UI-free.' },
            ...nodeBuiltins
              .filter((n) => !n.includes('*'))
              .map((name) => ({ name, message: 'shared/ runs in the browser too: no Node built-ins.' })),
          ],
          patterns: [
            {
              group: ['node:*', 'fs/*', 'stream/*'],
              message: 'shared/ runs in the browser too: no Node built-ins.',
            },
            {
              group: [
                'electron/*',
                '**/electron/**',
                '**/renderer/**',
                '**/e2e/**',
                '**/cli/**',
                '**/local-index-server/**',
                '**/test-support/**',
              ],
              message: 'shared/ may not import from other layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals.map((name) => ({ name, message: 'shared/ has no DOM.' })),
        ...nodeGlobals.map((name) => ({ name, message: 'shared/ has no Node globals.' })),
      ],
    },
  },
  {
    // Tests of shared/ run only under Vitest in Node: they may start the local index server and read
    // fixtures from disk. Product code in shared/ stays bound by the rules above.
    files: ['shared/**/*.test.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', electronOnlyInElectron], 'no-restricted-globals': 'off' },
  },
  // The rules of hooks, and React's own checks of effects and render purity (recommended preset).
  {
    ...reactHooks.configs.flat.recommended,
    files: [
      'renderer/**/*.{ts,tsx}',
      'scripts/bench/renderer-page/**/*.tsx',
      'scripts/bench/long-text-page/**/*.tsx',
    ],
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', rendererImports([])] },
  },
  {
    // An address is written on screen by <Address> (renderer/model/address.tsx), its text by
    // useAddressDisplay: both go through the one file that applies the shared rule for the renderer, so
    // no screen writes an account in a form of its own.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: [ADDRESS_RULE_FILE],
    rules: { 'no-restricted-imports': ['error', rendererImports([addressRuleImports])] },
  },
  {
    // Screens reach the bridge only through renderer/model (its bridge queries and stores): one place
    // that knows which methods exist, how their answers are cached and how calls are cancelled.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/model/**', 'renderer/bridge/**', 'renderer/app.tsx', 'renderer/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports([
          {
            group: ['**/bridge/bridge-context'],
            importNames: ['useBridge', 'unwrap'],
            message: 'Screens reach the bridge only through renderer/model (bridge-query.ts and the stores).',
          },
          addressRuleImports,
        ]),
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The Node-side hosts main and the CLI share (the emulator's worker threads): Node, and shared/
    // code only — never the processes that use them.
    files: ['node-host/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'node-host/ serves Electron main and the CLI alike: no Electron.' },
          ],
          patterns: [
            {
              group: [
                'electron/*',
                '**/electron/**',
                '**/renderer/**',
                '**/cli/**',
                '**/e2e/**',
                '**/local-index-server/**',
                '**/test-support/**',
              ],
              message: 'node-host/ may import shared/ only (and Node).',
            },
          ],
        },
      ],
    },
  },
  {
    // Its tests may use the local index server's real contract code and data.
    files: ['node-host/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', electronOnlyInElectron] },
  },
  {
    files: [
      'cli/**/*.ts',
      'e2e/**/*.ts',
      'local-index-server/**/*.ts',
      'test-support/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Short functions: 80 lines, a React component 150; the longer ones of the day the rule came in are
    // listed in scripts/function-length/baseline.json, which only shrinks.
    files: ['{shared,renderer,electron,cli,node-host}/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts', '**/generated/**'],
    plugins: { local: functionLength },
    rules: { 'local/function-length': 'error' },
  },
);
