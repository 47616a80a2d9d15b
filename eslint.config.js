import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = [
  'home',
  'auth',
  'onboarding',
  'chat',
  'history',
  'knowledge',
  'viewer',
  'concepts',
  'flashcards',
  'quiz',
  'settings',
  'billing',
  'search',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-sourcemaps/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'stubs/**',
      'dev-dist/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // STYLE habit 9: the architecture, enforced.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: 'Only src/data/** talks to IndexedDB.' }],
          patterns: [
            {
              group: ['**/server/**', '**/workers/**'],
              message:
                'The client imports neither server/ nor workers/ code (workers are reached through comlink types in src/data).',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: 'Only src/data/** talks to IndexedDB.' }],
          patterns: [
            {
              group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message:
                'Features do not import each other; lift shared parts to src/app, src/data, src/ui or src/lib.',
            },
            {
              group: ['**/server/**', '**/workers/**'],
              message: 'The client imports neither server/ nor workers/.',
            },
          ],
        },
      ],
    },
  })),
  // src/ui: presentational building blocks shared by features; no data access, no features.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: 'Only src/data/** talks to IndexedDB.' }],
          patterns: [
            {
              group: ['**/features/**', '**/data/**', '**/app/**'],
              message:
                'src/ui is below features, data and app: pass data and callbacks in as props.',
            },
            {
              group: ['**/server/**', '**/workers/**'],
              message: 'The client imports neither server/ nor workers/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'dexie', 'firebase/auth'],
          patterns: [
            {
              group: [
                '**/src/**',
                '**/data/**',
                '**/features/**',
                '**/server/**',
                '**/workers/**',
                '**/app/**',
              ],
              message: 'lib/ and contract/ are leaves.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['workers/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [
            {
              group: [
                '**/src/app/**',
                '**/src/features/**',
                '**/src/lib/**',
                '**/src/telemetry/**',
              ],
              message: 'workers/ and server/ never import the React app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/processing/**/*.ts', 'server/assistant/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fastify', 'kysely', 'better-sqlite3', 'pg'],
          patterns: [
            {
              group: [
                '**/server/http/**',
                '**/server/db/**',
                '**/server/services/**',
                '**/http/**',
                '**/db/**',
                '**/services/**',
              ],
              message: 'processing/ and assistant/ know nothing of HTTP or the database.',
            },
          ],
        },
      ],
    },
  },
);
