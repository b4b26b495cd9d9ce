/**
 * Finds English sentences in text, so a test can prove a Spanish page or content set has none left
 * over. A sentence here is a run of at least five words with at least two of English's commonest
 * small words ("the", "and", "your", …), none of which is also a Spanish word: names such as
 * "California Department of Social Services" or "Downtown San Diego" are not sentences.
 */
const ENGLISH_WORDS = new Set([
  "the", "and", "to", "of", "for", "your", "you", "we", "our", "is", "are", "with", "in", "on", "at",
  "be", "can", "will", "this", "that", "it", "or", "from", "have", "has", "an", "by", "who", "what",
  "when", "how", "if", "us", "they", "their", "my", "i",
]);

const words = (s: string) => s.toLowerCase().match(/[a-záéíóúñü']+/g) ?? [];

/** Each sentence (or clause ending in : ; ! ?) of `text` that reads as English. */
export function englishSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => {
      const w = words(s);
      return w.length >= 5 && w.filter((x) => ENGLISH_WORDS.has(x)).length >= 2;
    });
}

/** Every string in a content set (nested objects and lists), skipping codes and addresses. */
export function stringsOf(value: unknown, skip: ReadonlySet<string> = CODE_KEYS): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((v) => stringsOf(v, skip));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : stringsOf(v, skip)));
  }
  return [];
}

const CODE_KEYS = new Set(["href", "url", "icon", "id", "slug", "value", "path", "tel", "lang", "ogLocale"]);
