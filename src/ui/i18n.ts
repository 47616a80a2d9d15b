import { useSyncExternalStore } from 'react';
import type { SectionName, Translated } from '../lib/i18n/catalogue';
import { ENGLISH_STATE, languageStore, sectionIn, type LanguageState } from '../lib/i18n/current';
import type { Sections } from '../lib/i18n/sections';

/**
 * English during hydration: the prerendered pages were written in English. Only the build sets
 * another one, to render the signed-in chat frame in each language (src/app/prerender.tsx).
 */
let prerenderLanguage: LanguageState = ENGLISH_STATE;
const serverSnapshot = (): LanguageState => prerenderLanguage;

/** The build's prerender: the language `renderToString` writes until the next call. */
export function setPrerenderLanguage(state: LanguageState): void {
  prerenderLanguage = state;
}

/** The interface's language now; a change of the setting re-renders every reader at once. */
export function useLanguageState(): LanguageState {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get, serverSnapshot);
}

/**
 * One section of the catalogue in the interface's language. Each feature wraps it once
 * (`useChatText()`), so a component reads `t.placeholder` and never a language.
 */
export function useText<K extends SectionName>(
  name: K,
  english: Sections[K],
): Translated<Sections[K]> {
  return sectionIn(useLanguageState(), name, english);
}

/** The locale dates and numbers are written in. */
export function useLocale(): string {
  return useLanguageState().locale;
}
