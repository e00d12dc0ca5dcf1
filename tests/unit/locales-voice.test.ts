import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';

/**
 * One voice in Indonesian (docs/style.md): the user is "Anda", never "kamu", "kalian" or the
 * "-mu" suffix (dirimu, pengajuanmu), and no slang (gak, nih, yuk).
 */
const INFORMAL_WORDS = new Set(['kamu', 'kalian', 'gak', 'nggak', 'nih', 'yuk', 'dong', 'aja', 'udah']);
/** Indonesian words that end in "mu" without being the possessive suffix. */
const NOT_SUFFIX = new Set([
  'umum',
  'ilmu',
  'temu',
  'bertemu',
  'ketemu',
  'minimum',
  'maksimum',
  'premium',
  'album',
  'forum',
  'jamu',
  'tamu',
  'ramu',
]);

function informalWords(text: string): string[] {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter(
    (word) => INFORMAL_WORDS.has(word) || (word.endsWith('mu') && word.length > 4 && !NOT_SUFFIX.has(word)),
  );
  // The suffix after a hyphen, on an abbreviation or a name: "KTP-mu", "PayLater-mu".
  const hyphenated = text.match(/\p{L}+-mu(?!\p{L})/giu) ?? [];
  return [...words, ...hyphenated];
}

const indonesian = (await readCatalogue('id')).messages;
const DOCUMENTED_LITERALS = new Set(['notFound.title']);

describe('Indonesian voice', () => {
  it('addresses the user as "Anda" in every message', () => {
    const informal = Object.entries(indonesian)
      // The documents give the not-found page's words as they are (D2 §8): the one line kept casual.
      .filter(([key]) => !DOCUMENTED_LITERALS.has(key))
      .filter(([, text]) => informalWords(text).length > 0)
      .map(([key, text]) => `${key}: ${text}`);
    expect(informal).toEqual([]);
  });
  it('catches the informal forms it is meant to catch', () => {
    for (const text of ['Data kamu', 'Kamu bisa', 'pengajuanmu', 'data dirimu', 'Gak ketemu', 'kalian', 'di KTP-mu.', 'PayLater-mu'])
      expect(informalWords(text), text).not.toEqual([]);
    for (const text of ['Data Anda', 'minimum', 'Kami bertemu', 'umum', 'Kamus', 'KTP-multi'])
      expect(informalWords(text), text).toEqual([]);
  });
});
