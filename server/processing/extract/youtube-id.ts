// YouTube links -> the 11-character video id.

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_FORMS = ['/embed/', '/shorts/', '/live/', '/v/'];

function checked(id: string | null | undefined): string | null {
  return id && ID.test(id) ? id : null;
}

export function parseYouTubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`,
    );
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    return checked(parsed.pathname.split('/')[1]);
  }
  if (!HOSTS.has(host)) return null;
  if (parsed.pathname === '/watch') return checked(parsed.searchParams.get('v'));
  const form = PATH_FORMS.find((prefix) => parsed.pathname.startsWith(prefix));
  return form ? checked(parsed.pathname.slice(form.length).split('/')[0]) : null;
}
