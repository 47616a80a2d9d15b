import type { MnemoDb } from '../../../../src/data/db';

type Row = Record<string, unknown>;

/** An in-memory stand-in for the Dexie calls of the entity modules (tables keyed by `key`). */
export function memoryTable(key = 'id') {
  const rows = new Map<unknown, Row>();
  const matching = (field: string, value: unknown) =>
    [...rows.values()].filter((r) => r[field] === value);
  return {
    rows,
    put: async (row: Row) => void rows.set(row[key], row),
    bulkPut: async (list: Row[]) => list.forEach((row) => rows.set(row[key], row)),
    get: async (id: unknown) => rows.get(id),
    delete: async (id: unknown) => void rows.delete(id),
    bulkDelete: async (ids: unknown[]) => ids.forEach((id) => rows.delete(id)),
    clear: async () => rows.clear(),
    toArray: async () => [...rows.values()],
    update: async (id: unknown, patch: Row) => {
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, ...patch });
    },
    where: (field: string) => ({
      equals: (value: unknown) => ({
        toArray: async () => matching(field, value),
        delete: async () => matching(field, value).forEach((r) => rows.delete(r[key])),
      }),
      anyOf: (values: unknown[]) => ({
        delete: async () =>
          [...rows.values()]
            .filter((r) => values.includes(r[field]))
            .forEach((r) => rows.delete(r[key])),
      }),
    }),
    toCollection: () => ({ primaryKeys: async () => [...rows.keys()] }),
    orderBy: (field: string) => ({
      uniqueKeys: async () => [...new Set([...rows.values()].map((r) => r[field]))],
    }),
  };
}

export function memoryDb() {
  const tables = {
    files: memoryTable(),
    keyConcepts: memoryTable(),
    flashcards: memoryTable(),
    quizQuestions: memoryTable(),
    histories: memoryTable(),
    messages: memoryTable(),
    meta: memoryTable('key'),
    outbox: memoryTable('seq'),
  };
  const db = {
    ...tables,
    transaction: async (...args: unknown[]) => {
      const body = args[args.length - 1] as () => Promise<void>;
      return body();
    },
  };
  return { db: db as unknown as MnemoDb, tables };
}
