import type { Language } from '../../../contract/constants';
import { createStore } from '../store';
import type { Catalogue, SectionName, Translated } from './catalogue';
import { LOCALE_TAGS } from './locale';
import type { Sections } from './sections';

/** The interface's language now: its catalogue (null for English: the sections' own texts). */
export interface LanguageState {
  readonly language: Language;
  readonly catalogue: Catalogue | null;
  /** The locale dates and numbers are written in. */
  readonly locale: string;
}

export const ENGLISH_STATE: LanguageState = {
  language: 'English',
  catalogue: null,
  locale: LOCALE_TAGS.English,
};

/** Set by the loader (src/app/language.ts) once a language's catalogue is in; read by useText. */
export const languageStore = createStore<LanguageState>(ENGLISH_STATE);

/** A section in the language of `state`: its translation, or the English given. */
export function sectionIn<K extends SectionName>(
  state: LanguageState,
  name: K,
  english: Sections[K],
): Translated<Sections[K]> {
  return (state.catalogue?.[name] ?? english) as Translated<Sections[K]>;
}

/** A section in the interface's language now, for code outside React (toasts, errors). */
export function textOf<K extends SectionName>(
  name: K,
  english: Sections[K],
): Translated<Sections[K]> {
  return sectionIn(languageStore.get(), name, english);
}

/** The locale of the interface now, for Intl outside React. */
export function currentLocale(): string {
  return languageStore.get().locale;
}
