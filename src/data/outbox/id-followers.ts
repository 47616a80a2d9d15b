// Rows elsewhere that name a study item by id (a flashcard's review logs and state) follow the
// item: to its server id when its create is sent, and away when it is deleted or its create is
// refused. Each follower runs inside the transaction that moves or removes the item.
import type { Table } from 'dexie';
import type { MnemoDb } from '../database';

export interface IdFollower {
  /** The tables `move` and `drop` write. */
  tables(db: MnemoDb): Table[];
  move(db: MnemoDb, from: number, to: number): Promise<void>;
  drop(db: MnemoDb, id: number): Promise<void>;
}

const followers = new Map<string, IdFollower[]>();

/** Registers rows that follow items of `entity` (module load time). */
export function registerIdFollower(entity: string, follower: IdFollower): void {
  followers.set(entity, [...(followers.get(entity) ?? []), follower]);
}

export function followerTables(db: MnemoDb, entity: string): Table[] {
  return (followers.get(entity) ?? []).flatMap((f) => f.tables(db));
}

export async function moveFollowers(
  db: MnemoDb,
  entity: string,
  from: number,
  to: number,
): Promise<void> {
  for (const follower of followers.get(entity) ?? []) await follower.move(db, from, to);
}

export async function dropFollowers(db: MnemoDb, entity: string, id: number): Promise<void> {
  for (const follower of followers.get(entity) ?? []) await follower.drop(db, id);
}
