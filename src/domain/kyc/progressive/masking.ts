/**
 * How the wallet's identity is shown before the user has proven who they are: enough to recognise
 * it, too little to be of use to someone else holding the phone.
 */

/** "Sari Wulandari" → "S*** W********": the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => (word.length <= 1 ? word : `${word[0]}${'*'.repeat(word.length - 1)}`))
    .join(' ');
}

/**
 * YYYY-MM-DD → "**\/**\/****": nothing of it. The date of birth is what the progressive KYC
 * challenge asks, so showing the year (as before) cut the guesses to 366.
 */
export function maskBirthDate(_isoDate: string): string {
  return '**/**/****';
}

/** "Bandung" → "Ba*****". */
export function maskPlace(place: string): string {
  const trimmed = place.trim();
  return trimmed.length <= 2 ? trimmed : `${trimmed.slice(0, 2)}${'*'.repeat(trimmed.length - 2)}`;
}

/** NIK: the region code (first 4 digits) and the last 2. */
export function maskNik(nik: string): string {
  return nik.length < 6 ? '*'.repeat(nik.length) : `${nik.slice(0, 4)}${'*'.repeat(nik.length - 6)}${nik.slice(-2)}`;
}

/** The street's first word, the rest starred per word (commas kept). */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/);
  return words.map((word, index) => (index === 0 ? word : word.replace(/[\p{L}\p{N}]/gu, '*'))).join(' ');
}

/** "+6281234567890" → "+62 ****-****-7890". */
export function maskWalletPhone(e164: string): string {
  const country = e164.startsWith('+62') ? '+62' : e164.slice(0, 3);
  return `${country} ****-****-${e164.slice(-4)}`;
}
