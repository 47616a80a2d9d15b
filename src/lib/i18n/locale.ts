import type { Language } from '../../../contract/constants';

/** BCP 47 tags of the interface languages, for `<html lang>` and `Intl`. */
export const LOCALE_TAGS: Readonly<Record<Language, string>> = {
  English: 'en',
  French: 'fr',
  German: 'de',
  Spanish: 'es',
  Chinese: 'zh-CN',
  Japanese: 'ja',
};

/**
 * The locale dates and numbers are written in: the language chosen, and for English the
 * browser's own English (en-GB writes 25/11/2026, en-US 11/25/2026).
 */
export function localeOf(language: Language, browserLocales: readonly string[] = []): string {
  if (language === 'English') {
    const english = browserLocales.find((tag) => /^en\b/i.test(tag));
    return english ?? LOCALE_TAGS.English;
  }
  return LOCALE_TAGS[language];
}
