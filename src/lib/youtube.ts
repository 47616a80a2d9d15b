import { parseYouTubeId } from '../../contract/youtube';

/** The 11-character video id of a watch, embed, shorts or short-link URL (SPEC point 5), else null. */
export function parseYoutubeId(url: string | null | undefined): string | null {
  return url ? parseYouTubeId(url) : null;
}

/** Privacy-enhanced embed URL, starting at `start` seconds when given. */
export function youtubeEmbedUrl(id: string, start?: number | null, autoplay = false): string {
  const params = new URLSearchParams({ enablejsapi: '1' });
  if (start != null && start > 0) params.set('start', String(Math.floor(start)));
  if (autoplay) params.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
}

/** SPEC point 5: a name or URL counts as a video link when it mentions youtube or youtu.be. */
export function isYoutubeLink(value: string | null | undefined): boolean {
  if (!value) return false;
  return /youtu\.be|youtube/i.test(value);
}
