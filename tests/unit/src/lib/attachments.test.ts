import { describe, expect, it } from 'vitest';
import {
  addAttachments,
  checkSend,
  isAllowedType,
  MAX_FILES,
} from '../../../../src/lib/attachments';

const pdf = (n = 1) => Array.from({ length: n }, () => ({ type: 'application/pdf' }));
const zip = { type: 'application/zip' };

describe('attachment rules', () => {
  it('allows exactly the six MIME types', () => {
    for (const t of [
      'application/pdf',
      'text/plain',
      'image/jpeg',
      'image/png',
      'image/gif',
      'video/mp4',
    ]) {
      expect(isAllowedType(t)).toBe(true);
    }
    expect(isAllowedType('video/webm')).toBe(false);
    expect(MAX_FILES).toBe(10);
  });
  it('rejects when none are supported', () => {
    expect(addAttachments([], [zip]).notices[0]?.message).toBe(
      'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.',
    );
  });
  it('drops unsupported ones with a count', () => {
    const r = addAttachments([], [...pdf(2), zip, zip]);
    expect(r.next).toHaveLength(2);
    expect(r.notices[0]?.message).toBe('2 file(s) were not added due to unsupported type.');
  });
  it('adds only the first fitting ones', () => {
    const r = addAttachments(pdf(8), pdf(5));
    expect(r.next).toHaveLength(10);
    expect(r.notices[0]?.message).toBe(
      'Maximum of 10 files. Adding first 2 of the selected supported files.',
    );
  });
  it('refuses when already full', () => {
    const r = addAttachments(pdf(10), pdf(1));
    expect(r.next).toHaveLength(10);
    expect(r.notices[0]?.message).toBe(
      'Cannot add more files. Maximum of 10 files already attached.',
    );
  });
});

describe('checkSend', () => {
  it('needs something to send', () => {
    expect(checkSend('  ', [])).toEqual({
      ok: false,
      error: 'Nothing to send. Please type a message or attach files.',
    });
  });
  it('refuses more than 10 files', () => {
    expect(checkSend('hi', pdf(11))).toEqual({
      ok: false,
      error: 'Cannot send: Maximum of 10 files allowed per upload.',
    });
  });
  it('refuses only invalid files and no text', () => {
    expect(checkSend('', [zip])).toEqual({
      ok: false,
      error: 'No valid files to send, and no message typed.',
    });
  });
  it('warns about dropped files', () => {
    const r = checkSend('hi', [...pdf(1), zip]);
    expect(r).toEqual({
      ok: true,
      text: 'hi',
      files: pdf(1),
      warning: 'Some attached files have unsupported types and will be ignored.',
    });
  });
});

describe('the size limit', () => {
  const MB = 1024 * 1024;
  const file = (name: string, size: number) => ({ type: 'text/plain', name, size });

  it('keeps out files over the server limit, naming them, and adds the others', () => {
    const { next, notices } = addAttachments(
      [],
      [file('small.txt', MB), file('huge.txt', 3 * MB)],
      2 * MB,
    );
    expect(next.map((f) => f.name)).toEqual(['small.txt']);
    expect(notices).toEqual([
      {
        message: 'huge.txt was not added: File is too large. The limit is 2 MB per file.',
        type: 'error',
      },
    ]);
  });

  it('adds nothing when every file is too large', () => {
    const { next, notices } = addAttachments([], [file('huge.txt', 3 * MB)], 2 * MB);
    expect(next).toEqual([]);
    expect(notices).toHaveLength(1);
  });
});
