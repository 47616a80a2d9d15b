// The fuzz corpus: valid seed files of every supported type (the fixtures, plus a few made here)
// and malformed files derived from them deterministically: truncated, bit-flipped, overwritten,
// spliced, one type's header on another's bytes, wrong extensions, and nested archives
// (Word files holding archives and bombs, archives of archives). A seeded random source drives
// every choice, so a run is reproduced by its seed.
import fs from 'node:fs';
import path from 'node:path';
import { deflatedRun, renamedPartDocxBomb } from '../fixtures/lib/bombs';
import { docxEntries, writeDocx } from '../fixtures/lib/docx';
import { writeZip, type ZipInput } from '../fixtures/lib/zip-writer';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

export type SeedKind = 'pdf' | 'docx' | 'doc' | 'text' | 'subtitles' | 'image' | 'video';

export interface Seed {
  kind: SeedKind;
  name: string;
  bytes: Buffer;
}

export interface FuzzCase {
  /** The seed's type (what the file claims to be before it was damaged). */
  kind: SeedKind;
  mutation: string;
  fileName: string;
  bytes: Buffer;
}

/** A minimal baseline JPEG header (SOI, APP0, SOF0 of 64x48) for header-level damage. */
function jpegHeader(): Buffer {
  return Buffer.from(
    'ffd8ffe000104a46494600010100000100010000ffc0000b080030004001011100ffda0008010100003f00',
    'hex',
  );
}

export function seeds(): Seed[] {
  const docx = writeDocx([
    { text: 'Photosynthesis', heading: 1 },
    { text: 'Photosynthesis turns light into chemical energy in the chloroplast.' },
  ]);
  return [
    { kind: 'pdf', name: 'lecture.pdf', bytes: fixture('lecture.pdf') },
    { kind: 'pdf', name: 'scanned.pdf', bytes: fixture('scanned.pdf') },
    { kind: 'pdf', name: 'encrypted.pdf', bytes: fixture('encrypted.pdf') },
    { kind: 'docx', name: 'lecture.docx', bytes: fixture('lecture.docx') },
    { kind: 'docx', name: 'small.docx', bytes: docx },
    { kind: 'doc', name: 'lecture.doc', bytes: fixture('lecture.doc') },
    { kind: 'text', name: 'notes-utf8.txt', bytes: fixture('notes-utf8.txt') },
    { kind: 'text', name: 'notes-utf16le.txt', bytes: fixture('notes-utf16le.txt') },
    { kind: 'text', name: 'notes-latin1.txt', bytes: fixture('notes-latin1.txt') },
    { kind: 'subtitles', name: 'lecture.srt', bytes: fixture('lecture.srt') },
    { kind: 'subtitles', name: 'lecture.vtt', bytes: fixture('lecture.vtt') },
    { kind: 'image', name: 'text-image.png', bytes: fixture('text-image.png') },
    { kind: 'image', name: 'blank.png', bytes: fixture('blank.png') },
    { kind: 'image', name: 'header.jpg', bytes: jpegHeader() },
    { kind: 'image', name: 'header.gif', bytes: Buffer.from('GIF89a\x40\x00\x30\x00\x80\x00\x00') },
    { kind: 'video', name: 'no-subtitles.mp4', bytes: fixture('no-subtitles.mp4') },
    { kind: 'video', name: 'lecture-subtitled.mp4', bytes: fixture('lecture-subtitled.mp4') },
  ];
}

const EXTENSIONS = ['pdf', 'docx', 'doc', 'txt', 'srt', 'vtt', 'png', 'jpg', 'gif', 'mp4', 'zip'];
const MAGICS = [
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('504b0304', 'hex'),
  Buffer.from('d0cf11e0a1b11ae1', 'hex'),
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('ffd8ff', 'hex'),
  Buffer.from('GIF89a'),
  Buffer.from('000000206674797069736f6d', 'hex'),
  Buffer.from('WEBVTT\n\n'),
  Buffer.from('1\n00:00:01,000 --> 00:00:02,000\n'),
];

type Rng = (max: number) => number;

/** A small seeded generator (mulberry32): an integer in [0, max). */
function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return max <= 1 ? 0 : Math.floor(unit * max);
  };
}

/** One mutation of `bytes`: its name and the damaged bytes. */
const MUTATIONS: { name: string; apply(bytes: Buffer, rng: Rng): Buffer }[] = [
  {
    name: 'truncated',
    apply: (b, rng) => b.subarray(0, rng(b.length)),
  },
  {
    name: 'bit-flipped',
    apply(b, rng) {
      const out = Buffer.from(b);
      const flips = 1 + rng(64);
      for (let i = 0; i < flips; i++) {
        const at = rng(out.length);
        out[at] = (out[at] ?? 0) ^ (1 << rng(8));
      }
      return out;
    },
  },
  {
    name: 'overwritten',
    apply(b, rng) {
      const out = Buffer.from(b);
      const start = rng(out.length);
      const length = 1 + rng(Math.min(4096, out.length - start + 1));
      const fill = [0x00, 0xff, -1][rng(3)];
      for (let i = start; i < Math.min(out.length, start + length); i++) {
        out[i] = fill === -1 ? rng(256) : (fill ?? 0);
      }
      return out;
    },
  },
  {
    name: 'spliced',
    apply(b, rng) {
      const at = rng(b.length);
      const from = rng(b.length);
      const piece = b.subarray(from, from + 1 + rng(8192));
      return Buffer.concat([b.subarray(0, at), piece, b.subarray(at)]);
    },
  },
  {
    name: 'foreign-header',
    apply(b, rng) {
      const magic = MAGICS[rng(MAGICS.length)] ?? Buffer.alloc(0);
      return Buffer.concat([magic, b.subarray(rng(Math.min(64, b.length)))]);
    },
  },
  {
    name: 'header-then-garbage',
    apply(b, rng) {
      const keep = b.subarray(0, 8 + rng(256));
      return Buffer.concat([
        keep,
        Buffer.from(Array.from({ length: rng(20_000) }, () => rng(256))),
      ]);
    },
  },
];

/** Archives inside archives, and bombs where a reader would not expect them. */
function nestedArchives(rng: Rng, seedDocx: Buffer): { name: string; bytes: Buffer }[] {
  const zipOf = (entries: ZipInput[]) => writeZip(entries);
  let deep = seedDocx;
  for (let depth = 0; depth < 6; depth++) deep = zipOf([{ name: `level${depth}.zip`, data: deep }]);
  const withBody = (data: Buffer, store = false) =>
    writeZip(
      docxEntries([{ text: 'outer' }]).map((e) =>
        e.name === 'word/document.xml' ? { ...e, data, store } : e,
      ),
    );
  const bomb = deflatedRun(5 + rng(40));
  return [
    { name: 'docx-in-zip', bytes: zipOf([{ name: 'inner.docx', data: seedDocx }]) },
    { name: 'zip-six-deep', bytes: deep },
    { name: 'docx-body-is-a-docx', bytes: withBody(seedDocx) },
    {
      name: 'docx-body-is-a-stored-zip',
      bytes: withBody(zipOf([{ name: 'a', data: seedDocx }]), true),
    },
    {
      name: 'docx-embedding-a-bomb',
      bytes: writeZip([
        ...docxEntries([{ text: 'An honest paragraph.' }]),
        { name: 'word/embeddings/inner.zip', data: Buffer.alloc(0), deflated: bomb },
      ]),
    },
    {
      name: 'docx-body-bomb-understated',
      bytes: writeZip(
        docxEntries([{ text: 'x' }]).map((e) =>
          e.name === 'word/document.xml'
            ? { ...e, data: Buffer.alloc(0), deflated: bomb, claimedSize: 2000 }
            : e,
        ),
      ),
    },
    { name: 'renamed-part-bomb', bytes: renamedPartDocxBomb(50 + rng(300)) },
    {
      name: 'many-entries',
      bytes: writeZip([
        ...docxEntries([{ text: 'y' }]),
        ...Array.from({ length: 2000 + rng(3000) }, (_, i) => ({
          name: `word/media/p${i}.bin`,
          data: Buffer.from([i & 0xff]),
          store: true,
        })),
      ]),
    },
  ];
}

/**
 * At least `count` malformed files: every mutation of every seed in turn (so each type gets its
 * share), nested archives every tenth case, and every fifth file named with a wrong extension.
 */
export function fuzzCases(count: number, seed: number): FuzzCase[] {
  const all = seeds();
  const rng = mulberry32(seed);
  const docx = all.find((s) => s.name === 'small.docx')?.bytes ?? Buffer.alloc(0);
  const cases: FuzzCase[] = [];
  for (let i = 0; cases.length < count; i++) {
    if (i % 10 === 9) {
      const nested = nestedArchives(rng, docx);
      const pick = nested[rng(nested.length)];
      if (pick) {
        cases.push({
          kind: 'docx',
          mutation: `nested:${pick.name}`,
          fileName: `${pick.name}.docx`,
          bytes: pick.bytes,
        });
      }
      continue;
    }
    const seedFile = all[i % all.length];
    const mutation = MUTATIONS[Math.floor(i / all.length) % MUTATIONS.length];
    if (!seedFile || !mutation) continue;
    const wrong = i % 5 === 4;
    const ext = wrong ? EXTENSIONS[rng(EXTENSIONS.length)] : seedFile.name.split('.').pop();
    cases.push({
      kind: seedFile.kind,
      mutation: wrong ? `${mutation.name}+wrong-extension` : mutation.name,
      fileName: `${seedFile.name.replace(/\.[^.]+$/, '')}-${i}.${ext ?? 'bin'}`,
      bytes: mutation.apply(seedFile.bytes, rng),
    });
  }
  return cases;
}
