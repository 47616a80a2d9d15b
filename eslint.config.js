import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

/** Every folder of src/features is a feature, so a new one is held by the zones below at once. */
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A package's folder, as an import of it resolves to a file inside it. */
const pkg = (name) => `./node_modules/${name}`;

/** Files linted with type information (each is in one of the tsconfig projects). */
const TYPED = [
  'src/**/*.{ts,tsx}',
  'server/**/*.ts',
  'workers/**/*.ts',
  'engine/**/*.ts',
  'contract/**/*.ts',
  'scripts/**/*.ts',
  'tests/{unit,integration,e2e,bench,helpers,spec}/**/*.{ts,tsx}',
];

/**
 * The layering of the README's architecture section, checked on resolved paths: `../chat/x`,
 * `../../features/chat/x` and `import type` are all the same import here. One block holds every
 * zone, so no later block can replace part of it. tests/ proves each zone fires.
 */
export const architectureZones = [
  {
    target: './contract',
    from: ['./src', './server', './workers', './scripts', './tests'],
    message: 'contract/ is the leaf both sides share: it imports nothing of ours.',
  },
  {
    target: './contract',
    from: './node_modules',
    except: ['./zod'],
    message: 'contract/ depends on zod alone.',
  },
  {
    target: './scheduling',
    from: ['./src', './server', './workers', './scripts', './tests'],
    message:
      'scheduling/ (FSRS) is the leaf the PWA and the server share: it imports nothing of ours.',
  },
  {
    target: './scheduling',
    from: './node_modules',
    except: ['./ts-fsrs'],
    message: 'scheduling/ depends on ts-fsrs alone.',
  },
  {
    target: './src',
    from: ['./server', './scripts'],
    message: 'The client never imports server/ or scripts/ code; shapes come from contract/.',
  },
  {
    target: './src',
    from: './workers',
    message:
      'The page never imports workers/: their comlink API types live in src/data/worker-apis/, which the workers import.',
  },
  {
    target: './server',
    from: ['./src', './workers', './scripts'],
    message:
      'server/ never imports the client, its workers or the build scripts (the server runs what was built).',
  },
  {
    target: './workers',
    from: './src',
    except: ['./data', './lib'],
    message:
      'workers/ use only contract/, src/lib and what src/data offers at the worker boundary.',
  },
  {
    target: './workers',
    from: ['./server', './scripts', pkg('react'), pkg('react-dom')],
    message: 'workers/ never import server code, build scripts or React.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: lift what they share to src/ui, src/data or src/lib.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/main.tsx'],
    message: 'src/app composes the features; a feature never imports it back.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/data', './src/telemetry'],
    message: 'src/ui is below app, features and data: pass data and callbacks in as props.',
  },
  {
    target: './src/data',
    from: ['./src/app', './src/features', './src/ui', './src/main.tsx'],
    message: 'src/data is below the screens: it never imports app, features or ui.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/ui', './src/data', './src/telemetry'],
    message: 'src/lib holds pure rules: it imports only contract/, scheduling/ and src/lib.',
  },
  {
    target: './src/lib',
    from: [pkg('react'), pkg('react-dom'), pkg('firebase'), pkg('dexie')],
    message: 'src/lib holds pure rules: no React, no I/O.',
  },
  {
    target: './src/telemetry',
    from: ['./src/app', './src/features', './src/ui', './src/data'],
    message: 'src/telemetry wraps PostHog and Sentry for everyone; it imports none of the screens.',
  },
  {
    target: './engine',
    from: ['./src', './server', './workers', './scripts', './tests', './contract'],
    message:
      'engine/ (pure retrieval, answers and text analysis) is the leaf the server and the client workers share: it imports nothing of ours but itself.',
  },
  {
    target: './engine',
    from: './node_modules',
    except: ['./stemmer', './snowball-stemmers', './stopwords-iso'],
    message:
      'engine/ runs in Node and in browser workers alike: it depends on stemmer, snowball-stemmers and stopwords-iso alone (pure JavaScript and data, no dictionaries to load).',
  },
  {
    target: './engine/text',
    from: './engine',
    except: ['./text'],
    message: 'engine/text is the tokenizer under both engines: it imports nothing at all.',
  },
  {
    target: './src',
    from: './engine',
    message:
      'The page never runs the engine on its own thread (nor carries it in its chunks): workers/ run engine/ for it.',
  },
  {
    target: ['./server/processing', './server/assistant'],
    from: [
      './server/http',
      './server/db',
      './server/services',
      './server/jobs',
      './server/realtime',
      './server/storage',
      './server/app.ts',
      './server/main.ts',
      './server/worker.ts',
      pkg('fastify'),
      pkg('kysely'),
      pkg('better-sqlite3'),
      pkg('pg'),
    ],
    message:
      'processing/ and assistant/ know nothing of HTTP, the database, services or jobs: text in, results out.',
  },
  {
    target: [
      './server/auth',
      './server/billing',
      './server/db',
      './server/storage',
      './server/realtime',
      './server/llm',
      './server/telemetry',
      './server/config.ts',
      './server/errors.ts',
      './server/time.ts',
    ],
    from: [
      './server/http',
      './server/services',
      './server/jobs',
      './server/cli',
      './server/cli.ts',
      './server/app.ts',
      './server/main.ts',
      './server/worker.ts',
      './server/processing-loop.ts',
    ],
    message:
      'What the services stand on (db, storage, realtime, auth, billing, llm) never imports the layers above it.',
  },
  {
    target: './server/services',
    from: [
      './server/http',
      './server/cli',
      './server/cli.ts',
      './server/app.ts',
      './server/main.ts',
      './server/worker.ts',
      './server/processing-loop.ts',
    ],
    message: 'Services never import the routes, the CLI or the composition roots above them.',
  },
  {
    target: './server/jobs',
    from: [
      './server/http',
      './server/services',
      './server/cli',
      './server/app.ts',
      './server/main.ts',
      './server/worker.ts',
      './server/processing-loop.ts',
    ],
    message:
      'jobs/ (the queue and the job threads) is below the services; the processing loop that joins them is a composition root.',
  },
  {
    target: ['./server/cli', './server/cli.ts'],
    from: [
      './server/http',
      './server/services',
      './server/db',
      './server/jobs',
      './server/realtime',
      './server/storage',
      './server/app.ts',
    ],
    message:
      'The CLI runs the engine (processing/, assistant/) on local files, without the server.',
  },
  {
    target: ['./src/!(data)/**', './src/*', './workers/**', './server/**', './scripts/**'],
    from: [pkg('dexie'), pkg('dexie-react-hooks')].map((dir) => `${dir}/**`),
    message: 'Only src/data talks to IndexedDB.',
  },
  {
    target: ['./server/**', './contract/**', './scripts/**'],
    from: [pkg('react'), pkg('react-dom')].map((dir) => `${dir}/**`),
    message: 'React belongs to src/ alone.',
  },
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: architectureZones }],
      // An import the resolver cannot follow would pass every zone unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?url$'] }],
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
  // Bugs only the types reveal: a promise nobody awaits or catches, a promise where a void
  // callback is expected, a switch over a union that misses a case.
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  // Routes parse, call a service and shape the reply: queries live in server/db repositories,
  // stored bytes behind the files service.
  {
    files: ['server/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='kysely']",
          message: 'Routes call services; queries live in the repositories of server/db.',
        },
        {
          selector: "MemberExpression[object.name='ctx'][property.name='blobs']",
          message: 'Routes reach stored files through the files service.',
        },
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
);
