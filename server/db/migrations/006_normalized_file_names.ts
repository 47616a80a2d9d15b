import type { Kysely } from 'kysely';
import { normalizeFileName } from '../../../contract/file-name';
import type { Dialect } from '../dialect';

interface FilesNames {
  files: { id: number; file_name: string; file_type: string; updated_at: string };
}

// Names stored before the rule of contract/file-name.ts (uploads now store them normalised):
// NFC, no control or bidi-override characters, at most 255 bytes. YouTube rows hold their URL.
// A renamed row counts as changed, so clients pulling incrementally get the new name.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const k = db as unknown as Kysely<FilesNames>;
  const rows = await k
    .selectFrom('files')
    .select(['id', 'file_name'])
    .where('file_type', '!=', 'youtube')
    .execute();
  const now = new Date().toISOString();
  for (const row of rows) {
    const name = normalizeFileName(row.file_name);
    if (name !== row.file_name) {
      await k
        .updateTable('files')
        .set({ file_name: name, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
