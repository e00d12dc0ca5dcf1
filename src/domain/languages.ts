export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'id';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export class UnsupportedLanguageError extends Error {
  constructor(readonly language: string) {
    super(`Unsupported language: ${language}`);
    this.name = 'UnsupportedLanguageError';
  }
}

export function assertSupportedLanguage(value: string): Language {
  if (!isSupportedLanguage(value)) throw new UnsupportedLanguageError(value);
  return value;
}

/**
 * The stored choice wins; otherwise each browser language in order, first exactly then by its
 * base part ("en-GB" -> "en"); otherwise Indonesian.
 */
export function resolveLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isSupportedLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (isSupportedLanguage(lower)) return lower;
    const base = lower.split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
