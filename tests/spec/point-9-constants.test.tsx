// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/app/lazy';
import { DEFAULT_PREFERENCES } from '../../src/data/preferences';
import { MOBILE_QUERY } from '../../src/features/chat/useMediaQuery';
import { useSpeech } from '../../src/features/chat/useSpeech';
import { ONBOARDING_STEPS } from '../../src/features/onboarding/messages';
import { MAX_FILES } from '../../src/lib/attachments';
import { conceptSource, isRapidSubmit, jumpOutcome, RAPID_SUBMIT_MS } from '../../src/lib/concepts';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../src/lib/fileType';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, hasNextPage, PAGE_SIZES } from '../../src/lib/pagination';
import { percent } from '../../src/lib/quiz';
import { formatTime } from '../../src/lib/time';
import {
  displayFileName,
  FILE_NAME_MAX,
  HISTORY_PREVIEW_MAX,
  historyPreview,
  YOUTUBE_NAME_MAX,
} from '../../src/lib/truncate';
import {
  ANALYTICS_PLAN,
  configureAnalytics,
  track,
  type EventProps,
} from '../../src/telemetry/analytics';
import {
  ANALYTICS_RETRIES,
  retryDelayMs as analyticsDelay,
} from '../../src/telemetry/capture-queue';
import { DEFAULT_TOAST_DURATION } from '../../src/ui/toasts';
import { MAX_RETRIES, retryDelayMs as socketDelay } from '../../workers/reconnect-policy';

const root = path.resolve(import.meta.dirname, '../..');

afterEach(() => configureAnalytics(null));

describe('SPEC point 9, business constants and limits', () => {
  it('Toast default duration 5000 ms', () => expect(DEFAULT_TOAST_DURATION).toBe(5000));

  it('Chunk load timeout 120000 ms', () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000));

  it('Onboarding has 3 steps', () => expect(ONBOARDING_STEPS).toBe(3));

  it('Maximum 10 files per upload or attachment', () => expect(MAX_FILES).toBe(10));

  it('Rapid-submit guard for new key concepts: 2000 ms', () => {
    expect(RAPID_SUBMIT_MS).toBe(2000);
    expect(isRapidSubmit(1000, 2999)).toBe(true);
    expect(isRapidSubmit(1000, 3000)).toBe(false);
  });

  it('Highlight after a jump without a segment end: 2 s', () => {
    const jump = (fields: Parameters<typeof conceptSource>[0]) => {
      const source = conceptSource(fields);
      if (!source) throw new Error('no source');
      return jumpOutcome(source).highlightMs;
    };
    expect(jump({ source_video_timestamp_start_seconds: 10 })).toBe(2000);
    expect(jump({ source_page_number: 3 })).toBe(2000);
    // With a segment, the length of the segment.
    expect(
      jump({ source_video_timestamp_start_seconds: 10, source_video_timestamp_end_seconds: 25 }),
    ).toBe(15000);
  });

  it('File-list page sizes offered: 10, 25, 50', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50]);
    expect([DEFAULT_PAGE, DEFAULT_PAGE_SIZE]).toEqual([1, 10]);
    expect(hasNextPage(2, 10, 21)).toBe(true);
    expect(hasNextPage(2, 10, 20)).toBe(false);
  });

  it('History preview 140 characters', () => {
    expect(HISTORY_PREVIEW_MAX).toBe(140);
    expect(historyPreview([{ content: 'x'.repeat(200) }])).toBe(`${'x'.repeat(140)}...`);
    // File names cut at 30 characters, video-link names at 40.
    expect([FILE_NAME_MAX, YOUTUBE_NAME_MAX]).toEqual([30, 40]);
    expect(displayFileName({ file_name: `${'a'.repeat(40)}.pdf` })).toHaveLength(30);
  });

  it('Mobile layout breakpoint 768 px', () => expect(MOBILE_QUERY).toBe('(max-width: 768px)'));

  it('Time display: mm:ss, or hh:mm:ss when at least 3600 s', () => {
    expect(formatTime(3599)).toBe('59:59');
    expect(formatTime(3600)).toBe('01:00:00');
    expect(formatTime(null)).toBe('00:00');
  });

  it('Flashcard review percentage rounded to a whole number', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
  });

  it('Video extensions: mp4, webm, ogg, mov', () => {
    expect(VIDEO_EXTENSIONS).toEqual(['mp4', 'webm', 'ogg', 'mov']);
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif']);
  });

  it('Socket: up to 5 retries, delay 1000 ms times 2 to the power of the attempt number', () => {
    expect(MAX_RETRIES).toBe(5);
    expect([1, 2, 3, 4, 5].map(socketDelay)).toEqual([2000, 4000, 8000, 16000, 32000]);
  });

  it('Analytics send retries: 3, delay 1000 ms times 2 to the power of the attempt', () => {
    expect(ANALYTICS_RETRIES).toBe(3);
    expect([0, 1, 2].map(analyticsDelay)).toEqual([1000, 2000, 4000]);
  });

  it('Speech recognition is continuous with interim results', () => {
    const made: { continuous?: boolean; interimResults?: boolean }[] = [];
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      constructor() {
        made.push(this);
      }
      start() {}
      stop() {}
      abort() {}
    }
    Object.assign(window, {
      SpeechRecognition: FakeRecognition,
      SpeechGrammarList: function SpeechGrammarList() {},
    });
    const { result } = renderHook(() =>
      useSpeech(
        () => undefined,
        () => undefined,
      ),
    );
    result.current.toggle();
    expect(made[0]).toMatchObject({ continuous: true, interimResults: true });
  });

  it("The plan is called 'standard' in analytics", () => {
    const captured: EventProps[] = [];
    configureAnalytics({
      capture: (_name, props) => void captured.push(props),
      identify: () => undefined,
      reset: () => undefined,
      flush: async () => undefined,
    });
    track('page_view');
    expect(ANALYTICS_PLAN).toBe('standard');
    expect(captured[0]?.plan).toBe('standard');
  });

  it('Defaults: language English, comprehension level Beginner, dark mode off', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      selectedLanguage: 'English',
      comprehensionLevel: 'Beginner',
      darkMode: false,
    });
  });

  it('Identity library timing: the token is refreshed 5 minutes before expiry, with retry backoff from 30 s doubling up to 16 minutes', () => {
    // The identity library's own policy (we do not override it): read from the version shipped.
    const declared = fs.readFileSync(
      path.join(root, 'node_modules/@firebase/auth/dist/node/src/core/user/proactive_refresh.d.ts'),
      'utf8',
    );
    expect(declared).toMatch(/OFFSET = 300000/);
    expect(declared).toMatch(/RETRY_BACKOFF_MIN = 30000/);
    expect(declared).toMatch(/RETRY_BACKOFF_MAX = 960000/);
  });
});

describe('SPEC point 9, analytics events', () => {
  const bullet =
    'Analytics event names used: homepage_signup_click, homepage_message_attempt, homepage_file_selected (file type and size), homepage_interaction, cta_clicked, user_logged_in, user_signup, user_signin, user_signin_attempt, user_signup_attempt, user_logout_attempt, onboarding_started, onboarding_step, onboarding_completed, onboarding_skipped, page_view, button_click, user_logout, chat_message_sent, file_upload, file_delete_initiated, file_view_clicked, file_view_closed, error';
  const names = bullet
    .replace(/^[^:]*: /, '')
    .replace(/ \([^)]*\)/g, '')
    .split(', ');
  const source = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(root, 'src', file), 'utf8'))
    .join('\n');

  it.each(names)('%s is sent by the app', (name) => {
    expect(source).toContain(`'${name}'`);
  });
});
