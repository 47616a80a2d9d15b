import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES, normalizeFileName } from '../../../contract/file-name';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('normalizeFileName', () => {
  it.each([
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
    ['a\u0000b\u001f\u007f\u009fc.txt', 'abc.txt'],
    ['\u200Bhidden\uFEFF.pdf', 'hidden.pdf'],
    ['line\u2028break\r\nhere\t.txt', 'line break here .txt'],
    ['e\u0301.txt', '\u00e9.txt'],
    ['e\u202E\u0301.txt', '\u00e9.txt'],
    ['  spaced   out  .txt ', 'spaced out .txt'],
    ['C:\\Users\\me\\notes.txt', 'notes.txt'],
    ['../../etc/passwd', 'passwd'],
    ['..', 'untitled'],
    ['', 'untitled'],
    ['\u202E\u202C', 'untitled'],
    ['lone \ud800 surrogate.txt', 'lone \ufffd surrogate.txt'],
    ['👩‍🔬 lab.txt', '👩‍🔬 lab.txt'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalizeFileName(raw)).toBe(expected);
  });

  it('keeps names of up to 255 bytes whole', () => {
    const name = `${'語'.repeat(83)}ab.txt`;
    expect(bytes(name)).toBe(255);
    expect(normalizeFileName(name)).toBe(name);
  });

  it('cuts longer names to 255 bytes on a character boundary and keeps the extension', () => {
    for (const raw of [
      'x'.repeat(5000) + '.docx',
      '語'.repeat(300) + '.pdf',
      '👨‍👩‍👧'.repeat(40) + '.txt',
      'é'.repeat(200),
    ]) {
      const name = normalizeFileName(raw);
      expect(bytes(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(bytes(name)).toBeGreaterThan(MAX_FILE_NAME_BYTES - 18);
      expect(raw.startsWith(name.replace(/\.[a-z]+$/, ''))).toBe(true);
      expect(name.endsWith(/\.[a-z]+$/.exec(raw)?.[0] ?? '')).toBe(true);
      expect(name).not.toContain('\ufffd');
    }
  });

  it('is idempotent', () => {
    for (const raw of ['evil\u202Etxt.exe', 'x'.repeat(400) + '.txt', ' a \u0000 b ']) {
      const once = normalizeFileName(raw);
      expect(normalizeFileName(once)).toBe(once);
    }
  });
});
