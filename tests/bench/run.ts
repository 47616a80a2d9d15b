// `npm run bench`: every benchmark in turn, each printing its own table.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchKeyphrases } from './keyphrase';
import { benchLocalFirst, printLocalFirst } from './local-first';
import { benchOfflineSearch, printOfflineSearch } from './offline-search';
import { benchProcessing, printProcessingTable } from './processing';
import { benchPages } from './web/pages';
import { benchRetrieval } from './retrieval';
import { benchRetrievalCv, printCrossValidation } from './retrieval-cv';
import { benchMultilingualAnswers, printMultilingualAnswers } from './multilingual/answers';
import { benchMultilingualConcepts, printMultilingualConcepts } from './multilingual/concepts';
import { benchMultilingualSpeed, printMultilingualSpeed } from './multilingual/speed';
import { benchReviews } from './reviews';
import { benchQueue } from './queue';
import { benchScale } from './scale';
import { printChapterTable, scoreChapters } from './textbook-concepts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `npm run bench -- pages retrieval`: only the sections whose title starts with one of these. */
const only = process.argv.slice(2).map((name) => name.toLowerCase());

/** The metric/value table of benches that do not export a printer of their own. */
function printFigures(figures: Record<string, number>): void {
  const rows = Object.entries(figures).map(([name, value]) => [
    name,
    Number.isInteger(value) ? String(value) : value.toFixed(name.endsWith('_ms') ? 2 : 4),
  ]);
  const width = Math.max(...rows.map((r) => (r[0] ?? '').length), 8);
  console.log(`${'metric'.padEnd(width)}  value`);
  for (const [name, value] of rows) console.log(`${(name ?? '').padEnd(width)}  ${value ?? ''}`);
}

async function section(title: string, work: () => Promise<void>): Promise<void> {
  if (only.length && !only.some((name) => title.toLowerCase().startsWith(name))) return;
  console.log(`\n== ${title}`);
  const started = performance.now();
  await work();
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await section('Processing', async () => printProcessingTable(await benchProcessing()));
await section('Key concepts (Inspec validation)', async () => {
  const r = await benchKeyphrases();
  console.log(
    `Inspec validation (${r.docs} docs): F@5 ${r.f5}  F@10 ${r.f10}  P@10 ${r.p10}  R@10 ${r.r10}  (targets: F@10 >= 38, above TF-IDF 35.0)`,
  );
});
await section(
  "Key concepts of textbook chapters vs the authors' glossaries (glossary pages removed)",
  async () => printChapterTable(await scoreChapters()),
);
await section('Retrieval (SQuAD dev, 14 articles)', async () =>
  printFigures(await benchRetrieval()),
);
await section('Retrieval and answers, cross-validated (7 folds of 2 articles held out)', async () =>
  printCrossValidation(await benchRetrievalCv()),
);
await section(
  'Languages: key concepts (WikiNews fr, CSL zh, ABEJA ja), retrieval and answers (XQuAD en/es/de/zh, JSQuAD ja), speed and memory; folds tune/check of the tuning halves',
  async () => {
    printMultilingualConcepts(await benchMultilingualConcepts());
    printMultilingualAnswers(benchMultilingualAnswers());
    printMultilingualSpeed(benchMultilingualSpeed());
  },
);
await section('Spaced repetition', benchReviews);
await section('API', async () => {
  if (!existsSync(path.join(here, 'api.ts'))) {
    console.log('skipped: tests/bench/api.ts is not there');
    return;
  }
  const api = (await import('./api')) as { benchApi?: () => Promise<Record<string, number>> };
  if (!api.benchApi) {
    console.log('skipped: tests/bench/api.ts exports no benchApi()');
    return;
  }
  // benchApi prints its own table while it runs.
  await api.benchApi();
});
await section('Queue on PostgreSQL (ours vs pg-boss)', async () => {
  await benchQueue();
});
await section('Scale-out (one process vs 2 API + 2 workers)', async () => {
  await benchScale();
});
await section('Pages (Lighthouse on Chromium, mobile and desktop presets)', benchPages);
await section('Local-first (Chromium: 5,000 mirrored cards, queued edits and uploads)', async () =>
  printLocalFirst(await benchLocalFirst()),
);
await section('Offline search (the engine worker over 20,000 mirrored chunks)', async () =>
  printOfflineSearch(await benchOfflineSearch()),
);
