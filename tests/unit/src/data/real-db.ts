// A real Dexie database of the app's schema on fake-indexeddb, fresh for each test.
import 'fake-indexeddb/auto';
import { closeUserDb, openUserDb, type MnemoDb } from '../../../../src/data/db';

let count = 0;

export { closeUserDb };

export function freshDb(): MnemoDb {
  closeUserDb();
  count += 1;
  return openUserDb(`test-${count}`);
}
