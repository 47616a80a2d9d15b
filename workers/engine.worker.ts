// The engine worker: search and answers on this device, off the page's thread.
import { expose } from 'comlink';
import { MnemoDb } from '../src/data/database';
import type { EngineWorkerApi } from '../src/data/worker-apis/engine-api';
import { OfflineEngine } from './offline-engine';

let db: MnemoDb | null = null;
let engine: OfflineEngine | null = null;

function current(): OfflineEngine {
  if (!engine) throw new Error('The engine worker has no database open');
  return engine;
}

const api: EngineWorkerApi = {
  open(dbName, origin) {
    if (db?.name === dbName) return;
    db?.close();
    db = new MnemoDb(dbName);
    engine = new OfflineEngine(db, origin);
  },
  warm: () => current().size(),
  search: (query, k) => current().search(query, k),
  answer: (question, fileIds, level) => current().answer(question, fileIds, level),
  close() {
    db?.close();
    db = null;
    engine = null;
  },
};

expose(api);
