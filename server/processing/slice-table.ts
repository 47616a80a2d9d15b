// Strings found by a slice of another string, without cutting the slice out: a hash taken over
// the slice's characters where they stand (FNV-1a, usually made while a scanner reads them) and a
// comparison in place. Processing reads every word of a book and most were seen before, so a
// string is made only for a new one. Callers keep their values in arrays by the key's index.

export const FNV_OFFSET = 0x811c9dc5;

/** One step of FNV-1a: the hash after `code` (a character code, or any 32-bit number). */
export function fnvStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193);
}

/** FNV-1a over the UTF-16 code units of `text` from `start` to `end`. */
export function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i += 1) hash = fnvStep(hash, text.charCodeAt(i));
  return hash;
}

/** `values` copied into a typed array at least `atLeast` long (twice as long, or more). */
export function grown(values: Int32Array, atLeast = values.length + 1): Int32Array<ArrayBuffer> {
  let length = values.length * 2;
  while (length < atLeast) length *= 2;
  const bigger = new Int32Array(length);
  bigger.set(values);
  return bigger;
}

/** Keys numbered 0, 1, 2… in the order added, looked up by a slice of any text. */
export class SliceTable {
  /** Each slot: a key's index + 1, or 0 when empty. */
  private slots = new Int32Array(1 << 12);
  private hashes = new Int32Array(1 << 11);
  private readonly keys: string[] = [];

  /** The index of the key equal to text[start, end) (whose hashOf is `hash`), or -1. */
  find(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const index = (this.slots[slot] ?? 0) - 1;
      if (index < 0) return -1;
      if (this.hashes[index] === hash && sameText(this.keys[index] ?? '', text, start, end))
        return index;
    }
  }

  /** Adds `key`, which the table does not hold (`hash` is its hashOf); returns its index. */
  add(key: string, hash: number): number {
    const index = this.keys.length;
    if (index === this.hashes.length) this.hashes = grown(this.hashes);
    this.keys.push(key);
    this.hashes[index] = hash;
    // At most half full: probes stay short.
    if (this.keys.length * 2 > this.slots.length) this.rehash();
    else this.place(index);
    return index;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let index = 0; index < this.keys.length; index += 1) this.place(index);
  }

  private place(index: number): void {
    const mask = this.slots.length - 1;
    let slot = (this.hashes[index] ?? 0) & mask;
    while ((this.slots[slot] ?? 0) !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = index + 1;
  }
}

function sameText(key: string, text: string, start: number, end: number): boolean {
  if (key.length !== end - start) return false;
  for (let k = 0; k < key.length; k += 1) {
    if (key.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  }
  return true;
}
