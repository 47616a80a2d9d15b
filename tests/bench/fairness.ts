// Fair processing (issue 18, point 4): user B queues 30 PDFs, then user A uploads one small text
// file while B's first PDF is processed. A's wait is compared with the time of one PDF job
// (the median gap between the first of B's PDFs finishing), measured in the same run. In
// first-come order A would wait for all 30.
import { registerTestUser, signUpTestUser, type TestUser } from '../helpers/emulator';
import { median } from './processing/stats';
import { textbookPdf } from './processing/textbook';
import { startServer } from './server';

const PDFS = 30;
/** B's PDFs timed for the median job (the rest need not finish: the server is stopped). */
const TIMED = 7;
const PAGES = Number(process.env.BENCH_FAIRNESS_PAGES ?? 60);

type FileList = { items: { id: number; status: string }[] };

async function upload(base: string, user: TestUser, files: [BlobPart, string][]) {
  const fd = new FormData();
  for (const [body, name] of files) fd.append('files', new Blob([body]), name);
  const res = await fetch(`${base}/api/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
    body: fd,
  });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
}

async function list(base: string, user: TestUser): Promise<FileList> {
  const res = await fetch(`${base}/api/v1/files?page_size=100`, {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  return (await res.json()) as FileList;
}

const settled = (status: string) => status === 'processed' || status === 'failed';

export interface FairnessFigures {
  /** From A's upload to A's file processed. */
  waitS: number;
  /** Median time of one of B's PDF jobs. */
  pdfJobS: number;
  /** B's PDFs finished before A's text. */
  pdfsBefore: number;
}

export async function benchFairness(
  env: Record<string, string>,
  emulatorUrl: string,
): Promise<FairnessFigures> {
  const server = await startServer({ ...env, PROCESSING_CONCURRENCY: '1' });
  try {
    const base = `http://127.0.0.1:${env.PORT}`;
    const bob = await registerTestUser(base, await signUpTestUser(emulatorUrl));
    const alice = await registerTestUser(base, await signUpTestUser(emulatorUrl));
    const pdf = new Uint8Array(textbookPdf(PAGES));
    for (let batch = 0; batch < PDFS / 10; batch++) {
      await upload(
        base,
        bob,
        Array.from({ length: 10 }, (_, i) => [pdf, `book-${batch}-${i}.pdf`] as [BlobPart, string]),
      );
    }
    // A arrives while B's first PDF is being processed.
    while (!(await list(base, bob)).items.some((f) => f.status !== 'uploaded')) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const started = performance.now();
    await upload(base, alice, [['Osmosis moves water across a membrane.', 'short.txt']]);

    const finishedAt = new Map<number, number>();
    let waitS = Number.NaN;
    let pdfsBefore = 0;
    while (Number.isNaN(waitS) || finishedAt.size < TIMED) {
      const [mine, his] = await Promise.all([list(base, alice), list(base, bob)]);
      const now = performance.now();
      for (const f of his.items) {
        if (settled(f.status) && !finishedAt.has(f.id)) finishedAt.set(f.id, now);
      }
      if (Number.isNaN(waitS) && mine.items.every((f) => settled(f.status))) {
        waitS = (now - started) / 1000;
        pdfsBefore = finishedAt.size;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const times = [...finishedAt.values()].sort((a, b) => a - b);
    const gaps = times.slice(1).map((t, i) => (t - (times[i] ?? t)) / 1000);
    return { waitS, pdfJobS: median(gaps), pdfsBefore };
  } finally {
    server.kill('SIGTERM');
  }
}

export function printFairness(rows: (FairnessFigures & { label: string })[]): void {
  console.log(
    `\nFair processing: one small text of user A queued behind user B's ${PDFS} PDFs (${PAGES} pages each), one job at a time`,
  );
  console.log(
    "| database | A's wait s | one PDF job s (median) | ratio | B's PDFs done first | first-come order |",
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.waitS.toFixed(2)} | ${r.pdfJobS.toFixed(2)} | ${(r.waitS / r.pdfJobS).toFixed(2)} | ${r.pdfsBefore} | ≈ ${(PDFS * r.pdfJobS).toFixed(0)} s |`,
    );
  }
}
