import { describe, expect, it } from 'vitest';
import { displayFileName, historyPreview, truncate } from '../../../../src/lib/truncate';

describe('truncation', () => {
  it('cuts file names to 30 (27 + ...)', () => {
    const name = 'a'.repeat(31);
    expect(displayFileName({ file_name: name, file_type: 'pdf' })).toBe(`${'a'.repeat(27)}...`);
    expect(displayFileName({ file_name: 'a'.repeat(30), file_type: 'pdf' })).toBe('a'.repeat(30));
  });
  it('prefixes YouTube entries and cuts them to 40 (37 + ...)', () => {
    expect(displayFileName({ file_name: 'Short', file_type: 'youtube' })).toBe('YouTube: Short');
    const long = displayFileName({ file_name: 'b'.repeat(50), file_type: 'youtube' });
    expect(long).toHaveLength(40);
    expect(long).toBe(`YouTube: ${'b'.repeat(28)}...`);
  });
  it('previews histories at 140 plus an ellipsis, or No messages', () => {
    expect(historyPreview([])).toBe('No messages');
    expect(historyPreview([{ content: 'hi' }])).toBe('hi');
    expect(historyPreview([{ content: 'x'.repeat(141) }])).toBe(`${'x'.repeat(140)}...`);
    expect(historyPreview([{ content: 'x'.repeat(140) }])).toBe('x'.repeat(140));
  });
  it('truncate keeps short text', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('...');
  });
});
