import fc from "fast-check";
import { dropInvisible, extensionOf } from "./limits.ts";

// Written as escapes: the characters under test show nothing.
const ZWJ = "\u200D";
const ZWNJ = "\u200C";

describe("dropInvisible (the one rule the browser and the function share)", () => {
  it.each([
    ["a Persian word with ZWNJ", `\u0645\u06CC${ZWNJ}\u062E\u0648\u0627\u0647\u0645`],
    ["a Persian surname with ZWNJ", `\u0646\u06CC\u06A9${ZWNJ}\u0646\u0627\u0645`],
    ["Sinhala with ZWJ after a virama", `\u0DC1\u0DCA${ZWJ}\u0DBB\u0DD3`],
    ["Devanagari with ZWJ after a virama", `\u0915\u094D${ZWJ}\u0937`],
    ["Malayalam with ZWNJ", `\u0D38\u0D4D${ZWNJ}\u0D31`],
    ["German with ZWNJ against a ligature", `Auf${ZWNJ}lage`],
    ["an emoji ZWJ sequence", `\u{1F469}${ZWJ}\u2695\uFE0F`],
    ["an emoji ZWJ sequence with a skin tone", `\u{1F469}\u{1F3FD}${ZWJ}\u2695\uFE0F`],
    ["a family emoji", `\u{1F468}${ZWJ}\u{1F469}${ZWJ}\u{1F467}`],
    ["letters outside the BMP", `\u{1D400}${ZWJ}\u{1D401}`],
  ])("keeps the joiners of %s", (_, text) => expect(dropInvisible(text)).toBe(text));

  it.each([
    ["a joiner at the start", `${ZWJ}Dana`, "Dana"],
    ["a joiner at the end", `Dana${ZWNJ}`, "Dana"],
    ["a joiner beside a space", `Dana ${ZWJ}Planner`, "Dana Planner"],
    ["a joiner beside a digit", `Room 1${ZWJ}2`, "Room 12"],
    ["ZWNJ between emoji", `\u{1F600}${ZWNJ}\u{1F600}`, "\u{1F600}\u{1F600}"],
    ["a joiner between a letter and an emoji", `a${ZWJ}\u{1F600}`, "a\u{1F600}"],
    ["a joiner beside a Hangul filler", `a${ZWJ}\u3164b`, "ab"],
    ["two joiners in a row", `a${ZWJ}${ZWNJ}b`, "ab"],
    ["bidi overrides and isolates", "\u202EDana\u2066 Planner\u2069", "Dana Planner"],
    ["zero-width space, soft hyphen, BOM", "Da\u200Bna\u00AD Plan\uFEFFner", "Dana Planner"],
    ["noncharacters", "Da\uFFFEna\uFFFF \uFDD0Planner\u{10FFFF}", "Dana Planner"],
    ["the Hangul fillers", "\u3164Dana\u115F \u1160Planner\uFFA0", "Dana Planner"],
    ["the blank Braille pattern", "\u2800Dana\u2800Planner", "DanaPlanner"],
  ])("drops %s", (_, text, kept) => expect(dropInvisible(text)).toBe(kept));

  it("leaves visible text alone, and what it keeps is kept again", () => {
    expect(dropInvisible("José O'Brien-Núñez 😀")).toBe("José O'Brien-Núñez 😀");
    const units = fc.constantFrom(ZWJ, ZWNJ, "a", "\u0301", "\u094D", " ", "\u3164", "\u2800", "\uFFFF", "\u202E", "\u{1F469}", "\uFE0F", "\u{1F3FD}", "1");
    fc.assert(
      fc.property(fc.array(units, { maxLength: 12 }), (parts) => {
        const once = dropInvisible(parts.join(""));
        expect(dropInvisible(once)).toBe(once);
        expect(once).not.toMatch(/[\u115F\u1160\u3164\uFFA0\u2800\uFFFF\u202E]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("extensionOf with joiners and fillers", () => {
  it("judges the name as the schema keeps it", () => {
    expect(extensionOf("notes.t\u3164xt")).toBe("txt");
    expect(extensionOf(`plan.doc${ZWJ}x`)).toBeUndefined(); // a joiner inside a word is kept: no such extension
    expect(extensionOf(`plan.docx${ZWJ}`)).toBe("docx");
  });
});
