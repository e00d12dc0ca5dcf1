const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The Web Crypto subset every realm has (browser, worker, Node); the domain's ES-only lib doesn't declare it. */
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}
const webCrypto = (globalThis as unknown as { crypto: RandomSource }).crypto;

/** A random alphanumeric string (default length 16), unbiased by rejection sampling. */
export function randomString(length = 16, source: RandomSource = webCrypto): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`Bad length: ${length}`);
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of source.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
