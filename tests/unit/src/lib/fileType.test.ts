import { describe, expect, it } from 'vitest';
import { detectFileType, extensionOf, viewerTypeOf } from '../../../../src/lib/fileType';

describe('detectFileType', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://cdn.example/a/notes.PDF?sig=1#page=3', 'pdf'],
    ['clip.mp4', 'video'],
    ['clip.webm', 'video'],
    ['clip.ogg', 'video'],
    ['clip.mov', 'video'],
    ['photo.jpg', 'image'],
    ['photo.jpeg', 'image'],
    ['photo.png', 'image'],
    ['photo.gif', 'image'],
    ['notes.txt', 'unknown'],
    ['archive', 'unknown'],
  ])('%s -> %s', (value, type) => {
    expect(detectFileType(value)).toBe(type);
  });
  it('falls back to the name when the URL has no extension', () => {
    expect(detectFileType('https://host/api/v1/files/3/content?sig=abc', 'notes.pdf')).toBe('pdf');
    expect(detectFileType(null, 'talk.mp4')).toBe('video');
    expect(detectFileType(null, null)).toBe('unknown');
  });
  it('prefers the server file_type', () => {
    expect(viewerTypeOf({ file_type: 'pdf', file_url: 'x', file_name: 'x' })).toBe('pdf');
    expect(viewerTypeOf({ file_type: 'text', file_url: null, file_name: 'a.png' })).toBe('image');
  });
  it('reads extensions without query or hash', () => {
    expect(extensionOf('https://a/b.c/file.Pdf?x=1.2#t=3')).toBe('pdf');
    expect(extensionOf('https://a/b.c/file')).toBe('');
  });
});
