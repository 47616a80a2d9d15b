import { useCallback, useEffect, useRef, useState } from 'react';
import { languageStore, textOf } from '../../lib/i18n/current';
import { VOICE_TEXT, voiceErrorText } from './messages';

/** The parts of the Web Speech API we use (not in TypeScript's DOM library). */
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { transcript: string };
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [i: number]: RecognitionResult };
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

function speechApi(): { Recognition: RecognitionCtor | null; grammar: boolean } {
  const w = window as unknown as Record<string, unknown>;
  const Recognition = (w.SpeechRecognition ??
    w.webkitSpeechRecognition ??
    null) as RecognitionCtor | null;
  const grammar = Boolean(w.SpeechGrammarList ?? w.webkitSpeechGrammarList);
  return { Recognition, grammar };
}

/**
 * Voice input: continuous recognition with interim results (SPEC point 9). `onText` gets the
 * final text so far and the interim tail; errors become the texts of SPEC point 8.
 */
export function useSpeech(
  onText: (finalText: string, interim: string) => void,
  onError: (message: string) => void,
): { listening: boolean; toggle: () => void } {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const handlers = useRef({ onText, onError });
  useEffect(() => {
    handlers.current = { onText, onError };
  });

  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const { Recognition, grammar } = speechApi();
    const voiceErrors = textOf('voice', VOICE_TEXT).errors;
    if (!Recognition) return handlers.current.onError(voiceErrors.unsupported);
    if (!grammar) return handlers.current.onError(voiceErrors.noGrammar);
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = true;
    // The student dictates in the interface's language; in English, in the browser's own.
    const { language, locale } = languageStore.get();
    r.lang = language === 'English' ? navigator.language || 'en-US' : locale;
    let finalText = '';
    r.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (!result) continue;
        if (result.isFinal) finalText += result[0].transcript;
        else interim += result[0].transcript;
      }
      handlers.current.onText(finalText, interim);
    };
    r.onerror = (event) => handlers.current.onError(voiceErrorText(event.error));
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch (error) {
      recognition.current = null;
      handlers.current.onError(voiceErrorText(error instanceof Error ? error.name : String(error)));
    }
  }, []);

  return { listening, toggle };
}
