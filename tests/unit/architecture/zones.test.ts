// The layering is held by lint: each zone of eslint.config.js fires on a file that breaks it, in
// each spelling of the import (relative, through the folder above, type-only, dynamic), and lets
// the imports the architecture allows pass. The snippets are linted as if they stood at the path
// given, with the repository's own configuration (type-aware rules off: the files do not exist).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const RULE = 'import-x/no-restricted-paths';

interface Zone {
  message: string;
}

let eslint: ESLint;
let zones: Zone[];

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as {
    architectureZones: Zone[];
  };
  zones = config.architectureZones;
});

/** The messages of `rule` ESLint reports for `code` standing at `file`. */
async function errorsOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint gave no result for ${file}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const zoneErrors = (file: string, code: string) => errorsOf(RULE, file, code);

const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An existing module of a feature, so that the import resolves. */
function moduleOf(feature: string): string {
  const file = fs
    .readdirSync(path.join(root, 'src/features', feature))
    .find((name) => /\.tsx?$/.test(name));
  if (!file) throw new Error(`src/features/${feature} has no module`);
  return file.replace(/\.tsx?$/, '');
}

interface Breach {
  name: string;
  file: string;
  code: string;
  /** Part of the zone's message. */
  zone: string;
}

const BREACHES: Breach[] = [
  {
    name: 'contract/ imports the client',
    file: 'contract/probe.ts',
    code: "import { formatTime } from '../src/lib/time';",
    zone: 'contract/ is the leaf',
  },
  {
    name: 'contract/ imports the server, type-only',
    file: 'contract/probe.ts',
    code: "import type { Config } from '../server/config';",
    zone: 'contract/ is the leaf',
  },
  {
    name: 'contract/ imports a package other than zod',
    file: 'contract/probe.ts',
    code: "import { useState } from 'react';",
    zone: 'contract/ depends on zod alone',
  },
  {
    name: 'the client imports the server',
    file: 'src/lib/probe.ts',
    code: "import type { Config } from '../../server/config';",
    zone: 'The client never imports server/',
  },
  {
    name: 'the client imports a build script',
    file: 'src/app/probe.ts',
    code: "import '../../scripts/start';",
    zone: 'The client never imports server/',
  },
  {
    name: 'the page imports worker code',
    file: 'src/data/probe.ts',
    code: "import { SocketClient } from '../../workers/socket-client';",
    zone: 'The page never imports workers/',
  },
  {
    name: 'the server imports the client',
    file: 'server/services/probe.ts',
    code: "import { truncate } from '../../src/lib/truncate';",
    zone: 'server/ never imports the client',
  },
  {
    name: 'the server imports a worker, type-only',
    file: 'server/probe.ts',
    code: "import type { SocketClient } from '../workers/socket-client';",
    zone: 'server/ never imports the client',
  },
  {
    name: 'a worker imports a screen',
    file: 'workers/probe.ts',
    code: "import { CHAT_TEXT } from '../src/features/chat/messages';",
    zone: 'workers/ use only contract/',
  },
  {
    name: 'a worker imports the app shell',
    file: 'workers/probe.ts',
    code: "import '../src/app/App';",
    zone: 'workers/ use only contract/',
  },
  {
    name: 'a worker imports server code',
    file: 'workers/probe.ts',
    code: "import { loadConfig } from '../server/config';",
    zone: 'workers/ never import server code',
  },
  {
    name: 'a worker imports React',
    file: 'workers/probe.ts',
    code: "import { useState } from 'react';",
    zone: 'workers/ never import server code',
  },
  ...features.flatMap((feature): Breach[] => {
    const other = features.find((f) => f !== feature) ?? feature;
    const target = `${other}/${moduleOf(other)}`;
    const zone = 'Features never import each other';
    const file = `src/features/${feature}/probe.tsx`;
    return [
      { name: `${feature} imports ${target} as ../`, file, code: `import '../${target}';`, zone },
      {
        name: `${feature} imports ${target} through src/, type-only`,
        file,
        code: `import type { X } from '../../features/${target}';`,
        zone,
      },
    ];
  }),
  {
    name: 'a feature imports another one dynamically',
    file: 'src/features/chat/probe.ts',
    code: `export const load = () => import('../settings/${moduleOf('settings')}');`,
    zone: 'Features never import each other',
  },
  {
    name: 'a feature imports the app shell',
    file: 'src/features/quiz/probe.tsx',
    code: "import { App } from '../../app/App';",
    zone: 'a feature never imports it back',
  },
  {
    name: 'scheduling/ imports the server',
    file: 'scheduling/probe.ts',
    code: "import type { Config } from '../server/config';",
    zone: 'scheduling/ (FSRS) is the leaf',
  },
  {
    name: 'scheduling/ imports a package other than ts-fsrs',
    file: 'scheduling/probe.ts',
    code: "import { z } from 'zod';",
    zone: 'scheduling/ depends on ts-fsrs alone',
  },
  {
    name: 'src/ui imports the data layer',
    file: 'src/ui/probe.tsx',
    code: "import { apiFetch } from '../data/api';",
    zone: 'src/ui is below',
  },
  {
    name: 'src/ui imports a feature',
    file: 'src/ui/probe.tsx',
    code: "import '../features/chat/messages';",
    zone: 'src/ui is below',
  },
  {
    name: 'the data layer imports a screen',
    file: 'src/data/probe.ts',
    code: "import type { X } from '../features/chat/messages';",
    zone: 'src/data is below the screens',
  },
  {
    name: 'the data layer imports src/ui',
    file: 'src/data/probe.ts',
    code: "import { useToast } from '../ui/toasts';",
    zone: 'src/data is below the screens',
  },
  {
    name: 'src/lib imports the data layer',
    file: 'src/lib/probe.ts',
    code: "import { apiFetch } from '../data/api';",
    zone: 'src/lib holds pure rules: it imports only',
  },
  {
    name: 'src/lib imports React',
    file: 'src/lib/probe.ts',
    code: "import { useState } from 'react';",
    zone: 'src/lib holds pure rules: no React',
  },
  {
    name: 'telemetry imports the data layer',
    file: 'src/telemetry/probe.ts',
    code: "import { apiFetch } from '../data/api';",
    zone: 'src/telemetry wraps',
  },
  ...['http/context', 'db/database', 'services/files', 'jobs/job-queue'].flatMap(
    (module): Breach[] => [
      {
        name: `processing/ imports server/${module}`,
        file: 'server/processing/study/probe.ts',
        code: `import type { X } from '../../${module}';`,
        zone: 'processing/ and assistant/ know nothing',
      },
      {
        name: `assistant/ imports server/${module}`,
        file: 'server/assistant/probe.ts',
        code: `import '../${module}';`,
        zone: 'processing/ and assistant/ know nothing',
      },
    ],
  ),
  {
    name: 'the shared engine imports the server',
    file: 'engine/assistant/probe.ts',
    code: "import type { Config } from '../../server/config';",
    zone: 'engine/ (pure retrieval',
  },
  {
    name: 'the shared engine imports the client, type-only',
    file: 'engine/probe.ts',
    code: "import type { SearchHit } from '../src/data/search';",
    zone: 'engine/ (pure retrieval',
  },
  {
    name: 'the shared engine imports contract/',
    file: 'engine/assistant/probe.ts',
    code: "import { SearchHit } from '../../contract';",
    zone: 'engine/ (pure retrieval',
  },
  {
    name: 'the shared engine imports a package other than stemmer',
    file: 'engine/assistant/probe.ts',
    code: "import { z } from 'zod';",
    zone: 'engine/ runs in Node and in browser workers alike',
  },
  {
    name: 'the shared tokenizer imports the assistant',
    file: 'engine/text/probe.ts',
    code: "import { stem } from '../assistant/text';",
    zone: 'engine/text is the tokenizer',
  },
  {
    name: 'the page imports the engine',
    file: 'src/data/probe.ts',
    code: "import { MemoryIndex } from '../../engine/assistant/memory-index';",
    zone: 'The page never runs the engine',
  },
  {
    name: 'processing/ imports the database driver',
    file: 'server/processing/probe.ts',
    code: "import { sql } from 'kysely';",
    zone: 'processing/ and assistant/ know nothing',
  },
  {
    name: 'billing imports a service',
    file: 'server/billing/probe.ts',
    code: "import type { UsersService } from '../services/users';",
    zone: 'What the services stand on',
  },
  {
    name: 'the database layer imports a route',
    file: 'server/db/probe.ts',
    code: "import '../http/context';",
    zone: 'What the services stand on',
  },
  {
    name: 'auth imports the composition root',
    file: 'server/auth/probe.ts',
    code: "import { buildApp } from '../app';",
    zone: 'What the services stand on',
  },
  {
    name: 'a service imports the routes',
    file: 'server/services/probe.ts',
    code: "import type { AppContext } from '../http/context';",
    zone: 'Services never import the routes',
  },
  {
    name: 'the server imports a build script',
    file: 'server/jobs/probe.ts',
    code: "import { buildServer } from '../../scripts/build-server';",
    zone: 'server/ never imports the client',
  },
  {
    name: 'jobs/ imports the routes',
    file: 'server/jobs/probe.ts',
    code: "import type { AppContext } from '../http/context';",
    zone: 'jobs/ (the queue and the job threads) is below',
  },
  {
    name: 'jobs/ imports a service',
    file: 'server/jobs/probe.ts',
    code: "import { ProcessingService } from '../services/processing';",
    zone: 'jobs/ (the queue and the job threads) is below',
  },
  {
    name: 'a service imports the processing loop',
    file: 'server/services/probe.ts',
    code: "import { startProcessingLoop } from '../processing-loop';",
    zone: 'Services never import the routes',
  },
  {
    name: 'the CLI imports a service',
    file: 'server/cli/probe.ts',
    code: "import { SearchService } from '../services/search';",
    zone: 'The CLI runs the engine',
  },
  {
    name: 'a screen imports dexie',
    file: 'src/features/flashcards/probe.tsx',
    code: "import Dexie from 'dexie';",
    zone: 'Only src/data talks to IndexedDB',
  },
  {
    name: 'the entry imports dexie-react-hooks',
    file: 'src/probe.tsx',
    code: "import { useLiveQuery } from 'dexie-react-hooks';",
    zone: 'Only src/data talks to IndexedDB',
  },
  {
    name: 'a worker imports dexie, type-only',
    file: 'workers/probe.ts',
    code: "import type { Table } from 'dexie';",
    zone: 'Only src/data talks to IndexedDB',
  },
  {
    name: 'the server imports React',
    file: 'server/http/probe.ts',
    code: "import { useState } from 'react';",
    zone: 'React belongs to src/ alone',
  },
];

const ALLOWED: { file: string; code: string }[] = [
  { file: 'contract/probe.ts', code: "import { z } from 'zod';\nimport { Id } from './common';" },
  {
    file: 'src/features/chat/probe.tsx',
    code: [
      "import { apiFetch } from '../../data/api';",
      "import { useToast } from '../../ui/toasts';",
      "import { formatTime } from '../../lib/time';",
      "import { FileRecord } from '../../../contract';",
      "import { CHAT_TEXT } from './messages';",
    ].join('\n'),
  },
  {
    file: 'src/data/probe.ts',
    code: "import Dexie from 'dexie';\nimport type { SocketWorkerApi } from './worker-apis/socket-api';",
  },
  {
    file: 'workers/probe.ts',
    code: "import { SocketEvent } from '../contract';\nimport { formatTime } from '../src/lib/time';",
  },
  {
    file: 'server/services/probe.ts',
    code: "import { processFile } from '../processing/pipeline';\nimport { Db } from '../db/database';",
  },
  {
    file: 'server/assistant/probe.ts',
    code: "import type { Chunk } from '../processing/types';",
  },
  {
    file: 'server/billing/probe.ts',
    code: "import type { CurrentUser } from '../auth/current-user';\nimport { AppError } from '../errors';",
  },
  {
    file: 'server/cli/probe.ts',
    code: "import { processFile } from '../processing/pipeline';\nimport { rankPassages } from '../../engine/assistant/rank';",
  },
  {
    file: 'engine/assistant/probe.ts',
    code: "import { stemmer } from 'stemmer';\nimport { splitWords } from '../text/words';\nimport { terms } from './text';",
  },
  {
    file: 'server/processing/study/probe.ts',
    code: "import { wordTokens } from '../../../engine/text/words';",
  },
  {
    file: 'workers/probe.ts',
    code: "import { MemoryIndex } from '../engine/assistant/memory-index';",
  },
  { file: 'src/app/probe.tsx', code: "import { ChatScreen } from '../features/chat/ChatScreen';" },
  {
    file: 'scheduling/probe.ts',
    code: "import { fsrs } from 'ts-fsrs';\nimport { RATING } from './ratings';",
  },
  {
    file: 'src/lib/probe.ts',
    code: "import { replay } from '../../scheduling';",
  },
  {
    file: 'server/services/probe.ts',
    code: "import { replay } from '../../scheduling';",
  },
];

describe('the architecture zones', () => {
  it.each(BREACHES)('fail lint when $name', async ({ file, code, zone }) => {
    const errors = await zoneErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(zone);
  });

  it.each(ALLOWED)('let $file import what the layering allows', async ({ file, code }) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });

  it('each have a breach above that proves them', () => {
    const proven = new Set(BREACHES.map((breach) => breach.zone));
    const unproven = zones.filter(
      (zone) => ![...proven].some((fragment) => zone.message.includes(fragment)),
    );
    expect(unproven.map((zone) => zone.message)).toEqual([]);
  });
});

describe('the routes', () => {
  const route = (body: string) =>
    [
      "import type { AppContext } from '../context';",
      `export async function probe(ctx: AppContext) {\n  ${body}\n}`,
    ].join('\n');

  it.each([
    ["await ctx.db.kysely.selectFrom('files').selectAll().execute();", 'repositories'],
    ["await ctx.blobs.size('key');", 'files service'],
  ])('fail lint when a route runs %s', async (body, reason) => {
    const errors = await errorsOf(
      'no-restricted-syntax',
      'server/http/routes/probe.ts',
      route(body),
    );
    expect(errors.join('\n')).toContain(reason);
  });

  it('may call a service', async () => {
    const code = route('await ctx.files.get({ id: 1, uid: "u", email: null }, 1);');
    expect(await errorsOf('no-restricted-syntax', 'server/http/routes/probe.ts', code)).toEqual([]);
  });
});
