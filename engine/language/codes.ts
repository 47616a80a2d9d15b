// The languages Mnemo speaks (SPEC: English, French, German, Spanish, Chinese, Japanese): the
// codes the engine works with, and the names the settings send.

export const LANGUAGES = ['en', 'fr', 'de', 'es', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The names of the language setting (SPEC point 5), by code. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  zh: 'Chinese',
  ja: 'Japanese',
};

const BY_NAME = new Map<string, Language>(
  LANGUAGES.flatMap((code) => [
    [code, code],
    [LANGUAGE_NAMES[code].toLowerCase(), code],
  ]),
);

/**
 * The language a setting or a tag names ("French", "fr", "fr-CA", "zh-Hans"), or null for one
 * Mnemo does not speak.
 */
export function languageCode(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return BY_NAME.get(lower) ?? BY_NAME.get(lower.split(/[-_]/u)[0] ?? '') ?? null;
}

/** Scripts written without spaces between words. */
export function isCjkLanguage(language: Language): boolean {
  return language === 'zh' || language === 'ja';
}
