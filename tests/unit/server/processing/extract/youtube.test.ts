import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import { extractYouTube, parseYouTubeId } from '../../../../../server/processing/extract/youtube';
import { parseCaptionTrack } from '../../../../../server/processing/extract/youtube-captions';
import { failure } from './helpers';

const ID = 'dQw4w9WgXcQ';
const URL_ = `https://www.youtube.com/watch?v=${ID}`;

/** The shape of a real watch page: the player response is assigned inside a script tag. */
function watchPage(player: object): string {
  return `<!DOCTYPE html><html><head><script>var ytcfg = {"a":"}"};</script></head><body><script nonce="x">var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = document.createElement('meta');</script></body></html>`;
}

const track = (languageCode: string, kind?: string, name = languageCode) => ({
  baseUrl: `https://www.youtube.com/api/timedtext?v=${ID}&lang=${name}${kind ? `&kind=${kind}` : ''}`,
  languageCode,
  ...(kind ? { kind } : {}),
  name: { simpleText: name },
});

function player(tracks: object[] | null, status = 'OK') {
  return {
    playabilityStatus: { status, ...(status === 'OK' ? {} : { reason: 'Video unavailable' }) },
    videoDetails: { videoId: ID, lengthSeconds: '212', title: 'A lecture' },
    ...(tracks ? { captions: { playerCaptionsTracklistRenderer: { captionTracks: tracks } } } : {}),
  };
}

const json3 = {
  wireMagic: 'pb3',
  events: [
    { tStartMs: 0, dDurationMs: 1200, id: 1, wpWinPosId: 1, wsWinStyleId: 1 },
    {
      tStartMs: 1200,
      dDurationMs: 2300,
      segs: [{ utf8: 'Plants make ' }, { utf8: 'food from light.' }],
    },
    { tStartMs: 3500, aAppend: 1, segs: [{ utf8: '\n' }] },
    { tStartMs: 4000, dDurationMs: 2000, segs: [{ utf8: 'It&#39;s called photosynthesis.' }] },
  ],
};

function fakeFetch(routes: Record<string, () => Response>, log: string[] = []): typeof fetch {
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    log.push(url);
    for (const [prefix, respond] of Object.entries(routes))
      if (url.startsWith(prefix)) return respond();
    return new Response('not found', { status: 404 });
  };
}

const html = (body: string) => () =>
  new Response(body, { headers: { 'content-type': 'text/html' } });

describe('parseYouTubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=42s`],
    [`youtube.com/watch?feature=share&v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&list=RD`],
    [`https://youtu.be/${ID}?si=abc`],
    [`https://www.youtube.com/embed/${ID}?start=3`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
  ])('accepts %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    [`https://evil.example/watch?v=${ID}`],
    [`https://www.youtube.com/channel/${ID}`],
    [`ftp://youtu.be/${ID}`],
    ['not a url at all'],
    [`https://www.youtube.com/watch?v=${ID}x`],
  ])('refuses %s', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe('extractYouTube', () => {
  it('prefers the English manual track and keeps cue times', async () => {
    const log: string[] = [];
    const fetch = fakeFetch(
      {
        'https://www.youtube.com/watch': html(
          watchPage(player([track('de'), track('en', 'asr', 'en-auto'), track('en-GB')])),
        ),
        'https://www.youtube.com/api/timedtext': () => Response.json(json3),
      },
      log,
    );
    const doc = await extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch });
    expect(doc).toEqual({
      kind: 'youtube',
      language: 'en',
      segments: [
        { text: 'Plants make food from light.', start: 1.2, end: 3.5 },
        { text: "It's called photosynthesis.", start: 4, end: 6 },
      ],
    });
    expect(log[1]).toContain('lang=en-GB');
    expect(log[1]).toContain('fmt=json3');
  });

  it('falls back to English automatic captions, then to the first track', async () => {
    const logAuto: string[] = [];
    const tracksAuto = [track('fr'), track('en', 'asr')];
    const routes = (tracks: object[]) => ({
      'https://www.youtube.com/watch': html(watchPage(player(tracks))),
      'https://www.youtube.com/api/timedtext': () => Response.json(json3),
    });
    await extractYouTube({ url: URL_ }, DEFAULT_LIMITS, {
      fetch: fakeFetch(routes(tracksAuto), logAuto),
    });
    expect(logAuto[1]).toContain('kind=asr');
    const logFirst: string[] = [];
    const doc = await extractYouTube({ url: URL_ }, DEFAULT_LIMITS, {
      fetch: fakeFetch(routes([track('fr'), track('de')]), logFirst),
    });
    expect(logFirst[1]).toContain('lang=fr');
    expect(doc.language).toBe('fr');
  });

  it('reads the XML timedtext format too', async () => {
    const xml =
      '<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.5" dur="2">Cells &amp;amp; tissues</text><text start="3" dur="1.5">form organs</text></transcript>';
    const fetch = fakeFetch({
      'https://www.youtube.com/watch': html(watchPage(player([track('en')]))),
      'https://www.youtube.com/api/timedtext': () => new Response(xml),
    });
    const doc = await extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch });
    expect(doc.segments).toEqual([
      { text: 'Cells & tissues', start: 0.5, end: 2.5 },
      { text: 'form organs', start: 3, end: 4.5 },
    ]);
  });

  it('says unreachable when the network fails', async () => {
    const fetch: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await failure(extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch }));
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe(
      'YouTube could not be reached. Check the internet connection and try again.',
    );
  });

  it('says unreachable quickly when YouTube does not answer in time', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const started = Date.now();
    const error = await failure(
      extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch: hanging, timeoutMs: 50 }),
    );
    expect(error.code).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says private for a video that is not playable', async () => {
    for (const status of ['LOGIN_REQUIRED', 'ERROR', 'UNPLAYABLE']) {
      const fetch = fakeFetch({
        'https://www.youtube.com/watch': html(watchPage(player(null, status))),
      });
      const error = await failure(extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch }));
      expect(error.code).toBe('private_video');
      expect(error.message).toBe('This YouTube video is private or unavailable.');
    }
  });

  it('says no captions when there are no caption tracks or the track is empty', async () => {
    const none = fakeFetch({ 'https://www.youtube.com/watch': html(watchPage(player(null))) });
    const error = await failure(extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch: none }));
    expect(error.code).toBe('no_transcript');
    expect(error.message).toBe('This YouTube video has no captions, so it cannot be processed.');
    const empty = fakeFetch({
      'https://www.youtube.com/watch': html(watchPage(player([track('en')]))),
      'https://www.youtube.com/api/timedtext': () => new Response(''),
    });
    expect(
      (await failure(extractYouTube({ url: URL_ }, DEFAULT_LIMITS, { fetch: empty }))).code,
    ).toBe('no_transcript');
  });

  it('refuses an invalid link without fetching', async () => {
    const log: string[] = [];
    const error = await failure(
      extractYouTube({ url: 'https://example.com/' }, DEFAULT_LIMITS, {
        fetch: fakeFetch({}, log),
      }),
    );
    expect(error.code).toBe('unsupported');
    expect(log).toEqual([]);
  });
});

describe('parseCaptionTrack', () => {
  it('reads srv3 paragraphs in milliseconds', () => {
    const srv3 =
      '<timedtext format="3"><body><p t="1500" d="2000"><s>Hello</s><s t="500"> world</s></p></body></timedtext>';
    expect(parseCaptionTrack(srv3)).toEqual([{ start: 1.5, end: 3.5, text: 'Hello world' }]);
  });
});
