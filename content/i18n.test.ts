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

/** Every string of a content set with where it is (`nav.mainNav[1].href`). */
function leaves(value: unknown, at = "copy"): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, `${at}.${k}`));
  return [];
}

const CODES = /\.(href|url|icon|id|slug|tel|display|datePosted|validThrough|employmentType|lastUpdatedIso)$|^copy\.testimonials\..*\.(name|source\.(kind|url|date))$/;
/** A code: a link, an icon, an id, a date, a name of a person, or an option's value ("companionship"). */
const isCode = (at: string, value: string) => CODES.test(at) || (/\.value$/.test(at) && /^[a-z0-9-]+$/.test(value));
/** Places where Spanish says the same as English on purpose: names, codes, marks. */
const SAME_ON_PURPOSE = new Set(["VitalHealth", "Medi-Cal", "Medicare", "California", "Google Maps", "Apple Maps", "PDF", "404", "*", "Error:", "{source}, {date}"]);

describe("the Spanish content set", () => {
  const spanish = new Map(leaves(es));

  it("keeps every code of the English set: links, icons, ids, dates", () => {
    const differing = leaves(en)
      .filter(([at, value]) => isCode(at, value) && !at.startsWith("copy.language.") && at !== "copy.site.brochure.path")
      .filter(([at, value]) => spanish.get(at) !== value)
      .map(([at, value]) => `${at}: ${value} → ${spanish.get(at)}`);
    expect(differing).toEqual([]);
  });

  it("says every word in Spanish: no English string is left in its place, however short", () => {
    const same = leaves(en)
      .filter(([at, value]) => !isCode(at, value) && /[a-z]/i.test(value) && !SAME_ON_PURPOSE.has(value))
      .filter(([at, value]) => spanish.get(at) === value)
      .map(([at, value]) => `${at}: ${value}`);
    expect(same).toEqual([]);
  });

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
