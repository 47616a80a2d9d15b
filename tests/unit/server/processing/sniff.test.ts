import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmDocx, sniffFileType } from '../../../../server/processing/sniff';
import { writeZip } from '../../../fixtures/lib/zip-writer';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../fixtures', name));
const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

function ftyp(major: string, compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((b, i) => box.write(b, 16 + i * 4, 'latin1'));
  box.write('\0\0\0\bfree', size, 'latin1');
  return box;
}

describe('sniffFileType', () => {
  it('recognises the committed fixtures by content', () => {
    expect(sniffFileType(fixture('lecture.pdf'))?.kind).toBe('pdf');
    expect(sniffFileType(fixture('text-image.png'))).toEqual({
      kind: 'image',
      mime: 'image/png',
      ext: 'png',
    });
    expect(sniffFileType(fixture('lecture.docx'))?.kind).toBe('docx');
    expect(sniffFileType(fixture('lecture.doc'))?.kind).toBe('doc');
    expect(sniffFileType(fixture('lecture-subtitled.mp4'))).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
    });
    expect(sniffFileType(fixture('lecture.vtt'))).toMatchObject({ kind: 'subtitles', ext: 'vtt' });
    expect(sniffFileType(fixture('lecture.srt'))).toMatchObject({ kind: 'subtitles', ext: 'srt' });
    for (const name of [
      'notes-utf8.txt',
      'notes-utf16le.txt',
      'notes-utf16be.txt',
      'notes-latin1.txt',
    ]) {
      expect(sniffFileType(fixture(name))?.kind, name).toBe('text');
    }
  });

  it('ignores the file name', () => {
    expect(sniffFileType(fixture('text-image.png'), 'notes.pdf')?.kind).toBe('image');
    expect(sniffFileType(fixture('garbage.pdf'), 'garbage.pdf')).toBeNull();
  });

  it('allows up to 1 KB of junk before %PDF-', () => {
    const junk = Buffer.alloc(1000, 0x20);
    expect(sniffFileType(Buffer.concat([junk, Buffer.from('%PDF-1.7\n')]))?.kind).toBe('pdf');
    const tooMuch = Buffer.alloc(2000, 0x20);
    expect(sniffFileType(Buffer.concat([tooMuch, Buffer.from('%PDF-1.7\n')]))?.kind).toBe('text');
  });

  it('knows JPEG and GIF magic', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.mime).toBe('image/jpeg');
    expect(sniffFileType(ascii('GIF89a\x01\x00\x01\x00'))?.mime).toBe('image/gif');
  });

  it('accepts MP4-family brands and refuses QuickTime and audio-only', () => {
    expect(sniffFileType(ftyp('mp42', ['mp42', 'isom']))?.kind).toBe('video');
    expect(sniffFileType(ftyp('M4V ', ['M4V ']))?.kind).toBe('video');
    expect(sniffFileType(ftyp('dash', ['iso6']))?.kind).toBe('video');
    expect(sniffFileType(ftyp('qt  ', ['qt  ']))).toBeNull();
    expect(sniffFileType(ftyp('M4A ', ['M4A ', 'mp42', 'isom']))).toBeNull();
    expect(sniffFileType(ftyp('3gp4', ['3gp4']))).toBeNull();
  });

  it('tells DOCX from other ZIPs', () => {
    const xlsx = writeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ]);
    expect(sniffFileType(xlsx)).toBeNull();
    expect(sniffFileType(writeZip([{ name: 'a.txt', data: Buffer.from('hi') }]))).toBeNull();
    // Only the first entry is visible: accepted here, confirmed by confirmDocx.
    const head = writeZip([
      { name: '[Content_Types].xml', data: Buffer.alloc(70_000, 0x41), store: true },
    ]);
    expect(sniffFileType(head.subarray(0, 64 * 1024))?.kind).toBe('docx');
  });

  it('refuses other OLE2 files whose stream names are visible', () => {
    const header = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    Buffer.from('Workbook', 'utf16le').copy(header, 600);
    expect(sniffFileType(header)).toBeNull();
  });

  it('treats binary, NUL-containing and control-heavy data as unknown', () => {
    expect(sniffFileType(bytes(0x41, 0x42, 0x00, 0x43))).toBeNull();
    expect(sniffFileType(Buffer.alloc(100, 0x01))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('tolerates a UTF-8 character cut by the 64 KB window', () => {
    const text = Buffer.from('é'.repeat(40_000));
    expect(sniffFileType(text.subarray(0, 64 * 1024 - 1))?.kind).toBe('text');
  });
});

describe('confirmDocx', () => {
  it('checks the central directory for word/document.xml', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-sniff-'));
    const fake = join(dir, 'fake.docx');
    writeFileSync(fake, writeZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]));
    expect(await confirmDocx(fake)).toBe(false);
    expect(await confirmDocx(join(__dirname, '../../../fixtures/lecture.docx'))).toBe(true);
    writeFileSync(join(dir, 'not-zip.docx'), 'hello');
    expect(await confirmDocx(join(dir, 'not-zip.docx'))).toBe(false);
  });
});
