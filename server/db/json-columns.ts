// Lists stored as JSON text (distractors, a chat's file ids): read leniently, since a bad row
// must not break a listing.

function readList<T>(json: string, keep: (v: unknown) => v is T): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}

export const readStringList = (json: string): string[] =>
  readList(json, (v): v is string => typeof v === 'string');

export const readNumberList = (json: string): number[] =>
  readList(json, (v): v is number => typeof v === 'number');
