// YouTube link -> timed cues from the video's caption track. Only the watch page and the track
// are fetched, through an injected fetch with a timeout, so tests run without a network.
import type { ExtractedDocument } from '../types';
import type { ExtractionLimits } from './limits';
import { fail, messages } from './messages';
import { hasWords } from './paragraphs';
import { cuesToSegments } from './subtitles';
import { parseCaptionTrack } from './youtube-captions';
import { parseYouTubeId } from './youtube-id';
import { findPlayerResponse, pickCaptionTrack } from './youtube-player';

export { parseYouTubeId } from './youtube-id';

export interface YouTubeDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const HEADERS = {
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  // Skips the EU consent interstitial, which has no player response.
  cookie: 'CONSENT=YES+cb; SOCS=CAI',
};

async function getText(doFetch: typeof fetch, url: string, timeoutMs: number): Promise<Response> {
  try {
    return await doFetch(url, { headers: HEADERS, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    // DNS failure, refused connection, TLS error or our timeout: all "cannot reach YouTube".
    throw fail('unreachable', messages.youtubeUnreachable);
  }
}

async function bodyOf(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw fail('unreachable', messages.youtubeUnreachable);
  }
}

function trackUrl(baseUrl: string): string {
  const url = new URL(baseUrl, 'https://www.youtube.com');
  url.searchParams.set('fmt', 'json3');
  return url.toString();
}

export async function extractYouTube(
  input: { url: string },
  limits: ExtractionLimits,
  deps: YouTubeDeps = {},
): Promise<ExtractedDocument> {
  const id = parseYouTubeId(input.url);
  if (id === null) throw fail('unsupported', messages.youtubeInvalidUrl);
  const doFetch = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const page = await getText(doFetch, `https://www.youtube.com/watch?v=${id}`, timeoutMs);
  if (page.status === 404) throw fail('private_video', messages.youtubePrivate);
  if (!page.ok) throw fail('unreachable', messages.youtubeUnreachable);
  const player = findPlayerResponse(await bodyOf(page));
  if (player === null) throw fail('unreachable', messages.youtubeUnreachable);
  if (player.playabilityStatus?.status !== 'OK') {
    throw fail('private_video', messages.youtubePrivate);
  }
  const length = Number(player.videoDetails?.lengthSeconds ?? 0);
  if (length > limits.maxVideoSeconds) {
    throw fail('too_large', messages.videoTooLong(limits.maxVideoSeconds));
  }
  const tracks = player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  const track = pickCaptionTrack(tracks);
  if (track === null) throw fail('no_transcript', messages.youtubeNoCaptions);

  const captions = await getText(doFetch, trackUrl(track.baseUrl), timeoutMs);
  if (!captions.ok) throw fail('unreachable', messages.youtubeUnreachable);
  const cues = parseCaptionTrack(await bodyOf(captions)).filter((c) => hasWords(c.text));
  if (cues.length === 0) throw fail('no_transcript', messages.youtubeNoCaptions);
  const language = track.languageCode.split('-')[0]?.toLowerCase() || 'en';
  return { kind: 'youtube', segments: cuesToSegments(cues), language };
}
