// Runs in the app's page (bundled by tests/bench/local-first.ts): queues uploads of 1 MB text
// files through the app's own data layer, as the chat's attach button does offline.
import { closeUserDb, openUserDb } from '../../../src/data/db';
import { disposeOutbox } from '../../../src/data/outbox';
import { uploadFilesLocalFirst } from '../../../src/data/uploads';

declare global {
  interface Window {
    benchQueueUploads(
      uid: string,
      uploads: number,
      bytes: number,
    ): Promise<{ queued: number; waiting: number; ms: number }>;
  }
}

/** About `bytes` of plain words, different in each file. */
function textOf(n: number, bytes: number): string {
  const words = ['cell', 'membrane', 'osmosis', 'protein', 'energy', 'enzyme', 'nucleus', 'water'];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const sentence = `Note ${n}.${i}: the ${words[i % 8]} and the ${words[(i * 3 + n) % 8]} of part ${i}. `;
    parts.push(sentence);
    size += sentence.length;
  }
  return parts.join('').slice(0, bytes);
}

window.benchQueueUploads = async (uid, uploads, bytes) => {
  const db = openUserDb(uid);
  const prefs = { selectedLanguage: 'English', comprehensionLevel: 'Beginner' } as const;
  const started = performance.now();
  let waiting = 0;
  for (let n = 1; n <= uploads; n += 1) {
    const name = `bench-upload-${String(n).padStart(2, '0')}.txt`;
    const file = new File([textOf(n, bytes)], name, { type: 'text/plain' });
    const { message } = await uploadFilesLocalFirst([file], prefs);
    if (message === null) waiting += 1;
  }
  const ms = performance.now() - started;
  const queued = await db.uploads.count();
  // This copy of the data layer stops here; the app's own senders deliver the queue.
  disposeOutbox();
  closeUserDb();
  return { queued, waiting, ms };
};
