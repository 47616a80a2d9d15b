// Finds ytInitialPlayerResponse in a watch page and picks a caption track from it.

export interface CaptionTrack {
  baseUrl: string;
  languageCode: string;
  /** 'asr' for automatic captions. */
  kind?: string;
}

export interface PlayerResponse {
  playabilityStatus?: { status?: string; reason?: string };
  videoDetails?: { lengthSeconds?: string };
  captions?: {
    playerCaptionsTracklistRenderer?: { captionTracks?: CaptionTrack[] };
  };
}

/** The JSON object literal starting at `start`, found by matching braces outside strings. */
function objectAt(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

export function findPlayerResponse(html: string): PlayerResponse | null {
  const marker = /ytInitialPlayerResponse\s*=\s*\{/g;
  for (let match = marker.exec(html); match; match = marker.exec(html)) {
    const json = objectAt(html, match.index + match[0].length - 1);
    if (json === null) continue;
    try {
      return JSON.parse(json) as PlayerResponse;
    } catch {
      // A different assignment (e.g. in a script that only declares it); try the next one.
    }
  }
  return null;
}

const isEnglish = (t: CaptionTrack) => t.languageCode.toLowerCase().split('-')[0] === 'en';

/** English manual, then English automatic, then the first track. */
export function pickCaptionTrack(tracks: CaptionTrack[]): CaptionTrack | null {
  return (
    tracks.find((t) => isEnglish(t) && t.kind !== 'asr') ??
    tracks.find((t) => isEnglish(t)) ??
    tracks[0] ??
    null
  );
}
