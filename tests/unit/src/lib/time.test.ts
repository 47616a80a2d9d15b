import { describe, expect, it } from 'vitest';
import { formatRange, formatTime } from '../../../../src/lib/time';

describe('formatTime', () => {
  it('gives 00:00 for empty values', () => {
    expect(formatTime(null)).toBe('00:00');
    expect(formatTime(undefined)).toBe('00:00');
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(Number.NaN)).toBe('00:00');
  });
  it('uses mm:ss below an hour', () => {
    expect(formatTime(5)).toBe('00:05');
    expect(formatTime(83.7)).toBe('01:23');
    expect(formatTime(3599)).toBe('59:59');
  });
  it('uses hh:mm:ss from 3600 s', () => {
    expect(formatTime(3600)).toBe('01:00:00');
    expect(formatTime(3725)).toBe('01:02:05');
  });
  it('formats ranges', () => {
    expect(formatRange(10, 70)).toBe('00:10 - 01:10');
    expect(formatRange(10, 10)).toBe('00:10');
    expect(formatRange(10, null)).toBe('00:10');
  });
});
