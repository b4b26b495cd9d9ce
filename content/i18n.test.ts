import { englishSentences, stringsOf } from "@/lib/english-sentences";
import { copyFor } from ".";
import { glossary } from "./glossary";

const en = copyFor("en");
const es = copyFor("es");

/** Where two content sets differ in shape: a key only one has, a list of another length, a word where the other has a number. */
function shapeDifferences(a: unknown, b: unknown, at = "copy"): string[] {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return [`${at}: a list in one language only`];
    if (a.length !== b.length) return [`${at}: ${a.length} items in English, ${b.length} in Spanish`];
    return a.flatMap((item, i) => shapeDifferences(item, b[i], `${at}[${i}]`));
  }
  if (typeof a !== typeof b) return [`${at}: ${typeof a} in English, ${typeof b} in Spanish`];
  if (a && typeof a === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b as object)]);
    return [...keys].flatMap((k) => shapeDifferences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`));
  }
  return [];
}

describe("the Spanish content set", () => {
  it("has the English set's shape: every key, every list as long", () => {
    expect(shapeDifferences(en, es)).toEqual([]);
  });

  it("finds the English sentences it looks for (the check below can fail)", () => {
    expect(englishSentences(stringsOf(en).join("\n")).length).toBeGreaterThan(200);
    expect(englishSentences("Sí, atendemos a su familia. Call us today and we will help you.")).toEqual(["Call us today and we will help you."]);
  });

  it("has no English sentence left in it", () => {
    expect(englishSentences(stringsOf(es).join("\n"))).toEqual([]);
  });

  it("says no sentence of the English set word for word", () => {
    const spanish = new Set(stringsOf(es));
    expect(stringsOf(en).filter((s) => englishSentences(s).length > 0 && spanish.has(s))).toEqual([]);
  });

  it("uses the glossary's terms, never the ones it avoids", () => {
    const text = stringsOf(es).join("\n").toLowerCase();
    const avoided = glossary.flatMap((g) => (g.avoid ?? []).filter((word) => text.includes(word.toLowerCase())).map((word) => `${word} (use: ${g.es})`));
    expect(avoided).toEqual([]);
  });

  it("keeps the facts: the same phone numbers, and a brochure of its own", () => {
    expect(es.phones.main.display).toBe(en.phones.main.display);
    expect(es.site.brochure.path).not.toBe(en.site.brochure.path);
    expect(es.language.lang).toBe("es");
  });
});
