import { describe, expect, it } from 'vitest';
import { isYoutubeLink, parseYoutubeId, youtubeEmbedUrl } from '../../../../src/lib/youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=10`,
    `https://www.youtube.com/embed/${ID}?start=3`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `https://m.youtube.com/watch?v=${ID}`,
  ])('reads the 11-character id of %s', (url) => {
    expect(parseYoutubeId(url)).toBe(ID);
  });
  it('rejects other URLs and short ids', () => {
    expect(parseYoutubeId('https://example.com/video.mp4')).toBeNull();
    expect(parseYoutubeId('https://youtu.be/short')).toBeNull();
    expect(parseYoutubeId(null)).toBeNull();
    expect(parseYoutubeId('')).toBeNull();
  });
});

describe('youtube helpers', () => {
  it('builds the nocookie embed URL with a start', () => {
    expect(youtubeEmbedUrl(ID, 83.6)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?enablejsapi=1&start=83`,
    );
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?enablejsapi=1`);
  });
  it('detects video links by name', () => {
    expect(isYoutubeLink('https://youtu.be/x')).toBe(true);
    expect(isYoutubeLink('My YouTube talk')).toBe(true);
    expect(isYoutubeLink('notes.pdf')).toBe(false);
  });
});
