import type { Language } from '../../../contract/constants';
import type { Sections } from './sections';

/**
 * A translation of an English text: a string stays a string, a text function keeps its
 * parameters (the placeholders), a list keeps its length in spirit, an object its keys.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : { readonly [K in keyof T]: Translated<T[K]> };

/** The whole catalogue of one language: every section, every key (tsc checks none is missing). */
export type Catalogue = { readonly [K in keyof Sections]: Translated<Sections[K]> };

export type SectionName = keyof Sections;

/** The languages with a catalogue of their own; English is the sections' own texts. */
export type TranslatedLanguage = Exclude<Language, 'English'>;

/** One section's texts in whichever language is shown. */
export type SectionText<K extends SectionName> = Translated<Sections[K]>;
