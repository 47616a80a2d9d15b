import type { Language } from '../../contract/constants';
import { getPreferences, subscribePreferences } from '../data/preferences';
import type { Catalogue, TranslatedLanguage } from '../lib/i18n/catalogue';
import { ENGLISH_STATE, languageStore } from '../lib/i18n/current';
import { LOCALE_TAGS, localeOf } from '../lib/i18n/locale';

/**
 * Each language's catalogue is a chunk of its own, loaded when the setting asks for it (the
 * service worker precaches every chunk of the build, so a switch works offline too).
 */
const CATALOGUES: Readonly<Record<TranslatedLanguage, () => Promise<Catalogue>>> = {
  French: () => import('../lib/i18n/locales/fr').then((m) => m.fr),
  German: () => import('../lib/i18n/locales/de').then((m) => m.de),
  Spanish: () => import('../lib/i18n/locales/es').then((m) => m.es),
  Chinese: () => import('../lib/i18n/locales/zh').then((m) => m.zh),
  Japanese: () => import('../lib/i18n/locales/ja').then((m) => m.ja),
};

let wanted: Language | null = null;
let loading: Promise<void> = Promise.resolve();

function browserLocales(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

function apply(language: Language, catalogue: Catalogue | null): void {
  if (language !== wanted) return; // a later choice won
  languageStore.set(
    language === 'English'
      ? { ...ENGLISH_STATE, locale: localeOf('English', browserLocales()) }
      : { language, catalogue, locale: localeOf(language) },
  );
  document.documentElement.lang = LOCALE_TAGS[language];
}

/** Shows the interface in `language` as soon as its catalogue is in (at once for English). */
export function showLanguage(language: Language): Promise<void> {
  if (language === wanted) return loading;
  wanted = language;
  if (language === 'English') {
    apply('English', null);
    loading = Promise.resolve();
    return loading;
  }
  loading = CATALOGUES[language]().then(
    (catalogue) => apply(language, catalogue),
    (error: unknown) => {
      // Stays in the language shown; the next change of the setting tries again.
      console.warn(`Could not load the ${language} texts`, error);
      if (wanted === language) wanted = null;
    },
  );
  return loading;
}

/** Resolves once the catalogue of the language chosen is in (or failed to load). */
export function languageReady(): Promise<void> {
  return loading;
}

/** Follows the Settings' language from now on (main.tsx calls it before the first render). */
export function followLanguagePreference(): () => void {
  void showLanguage(getPreferences().selectedLanguage);
  return subscribePreferences(() => void showLanguage(getPreferences().selectedLanguage));
}
