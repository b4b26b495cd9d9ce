/**
 * The short reference a sender quotes when calling back: `VH-` and six characters from an alphabet
 * without the look-alikes 0/O, 1/I/L (and U, read as V on a bad phone line), so it can be read
 * aloud and typed back without doubt. 30 characters, 6 places: about 729 million references; the
 * store's unique index decides, and a clash (about one in a million at 700 stored) draws again.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PREFIX = "VH-";
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new random reference (crypto-strong, without modulo bias). */
export function newReference(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const n = REFERENCE_ALPHABET.length;
  const limit = 256 - (256 % n); // bytes at or above this would favour the first letters
  let out = "";
  while (out.length < REFERENCE_LENGTH) {
    for (const byte of random(new Uint8Array(REFERENCE_LENGTH * 2))) {
      if (byte < limit && out.length < REFERENCE_LENGTH) out += REFERENCE_ALPHABET[byte % n];
    }
  }
  return REFERENCE_PREFIX + out;
}

export const isReference = (value: unknown): value is string => typeof value === "string" && REFERENCE_PATTERN.test(value);
