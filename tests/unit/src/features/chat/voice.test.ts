import { describe, expect, it } from 'vitest';
import { VOICE_ERRORS, voiceErrorText } from '../../../../../src/features/chat/messages';

describe('voice error texts (SPEC point 8)', () => {
  it.each([
    ['not-allowed', 'Microphone access denied. Please allow microphone access.'],
    ['network', 'Network error. Please check your connection.'],
    ['no-speech', 'No speech was detected.'],
    ['audio-capture', 'No microphone was found.'],
    ['service-not-allowed', 'Speech recognition service is not allowed.'],
    ['aborted', 'Speech recognition error: aborted'],
  ])('%s', (code, text) => {
    expect(voiceErrorText(code)).toBe(text);
  });
  it('names missing support', () => {
    expect(VOICE_ERRORS.unsupported).toBe(
      'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.',
    );
    expect(VOICE_ERRORS.noGrammar).toBe('Speech grammar is not supported in your browser.');
  });
});
