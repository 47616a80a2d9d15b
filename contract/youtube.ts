/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id of a watch, embed, shorts, live or youtu.be link; null for anything else.
 * Shared by the server (accepting links) and the client (embedding the player).
 */
export function parseYouTubeId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v')
      candidate = second;
  }
  return candidate && ID.test(candidate) ? candidate : null;
}

export const youTubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
