import { site } from "@/content/site";
import { fill } from "@/content/copy";
import { checkZip, servedTowns } from "./service-area";

const served = [
  { zip: "92123", town: "Kearny Mesa" },
  { zip: "91910", town: "Chula Vista" },
  { zip: "91911", town: "Chula Vista" },
  { zip: "92129", town: "Rancho Peñasquitos" },
];

describe("checkZip", () => {
  it("names the town of a served ZIP", () => {
    expect(checkZip("92123", served)).toEqual({ kind: "served", zip: "92123", town: "Kearny Mesa" });
    expect(checkZip("91911", served)).toEqual({ kind: "served", zip: "91911", town: "Chula Vista" });
  });

  it("says a well-formed ZIP outside the list is not served", () => {
    expect(checkZip("90210", served)).toEqual({ kind: "not-served", zip: "90210" });
    expect(checkZip("00000", served)).toEqual({ kind: "not-served", zip: "00000" });
  });

  it("ignores leading and trailing spaces", () => {
    expect(checkZip("  92123 ", served)).toEqual({ kind: "served", zip: "92123", town: "Kearny Mesa" });
    expect(checkZip("\t90210\n", served)).toEqual({ kind: "not-served", zip: "90210" });
  });

  it("reads a ZIP+4 by its first five digits", () => {
    expect(checkZip("92123-4567", served)).toEqual({ kind: "served", zip: "92123", town: "Kearny Mesa" });
  });

  it.each(["", "   ", "9212", "92 123", "abcde", "921234", "9212a", "92123-45", "92123 4567", "-92123", "９２１２３"])(
    "%p is not a 5-digit ZIP",
    (input) => {
      expect(checkZip(input, served)).toEqual({ kind: "invalid" });
    },
  );

  it("finds every ZIP in content/site.ts with its own town", () => {
    for (const { zip, town } of site.serviceArea.zips) expect(checkZip(zip, site.serviceArea.zips)).toEqual({ kind: "served", zip, town });
  });
});

describe("servedTowns", () => {
  it("lists each town once, alphabetically, with its ZIP codes", () => {
    expect(servedTowns([...served, { zip: "91902", town: "Chula Vista" }])).toEqual([
      { town: "Chula Vista", zips: ["91902", "91910", "91911"] },
      { town: "Kearny Mesa", zips: ["92123"] },
      { town: "Rancho Peñasquitos", zips: ["92129"] },
    ]);
  });

  it("covers every town and every ZIP in content/site.ts", () => {
    const towns = servedTowns(site.serviceArea.zips);
    expect(new Set(towns.map((t) => t.town))).toEqual(new Set(site.serviceArea.zips.map((z) => z.town)));
    expect(towns.flatMap((t) => t.zips).sort()).toEqual(site.serviceArea.zips.map((z) => z.zip).sort());
    expect(towns.length).toBeLessThan(site.serviceArea.zips.length);
  });
});

describe("fill", () => {
  it("fills named slots and leaves unknown ones", () => {
    expect(fill("We serve {zip} ({town}).", { zip: "92123", town: "Kearny Mesa" })).toBe("We serve 92123 (Kearny Mesa).");
    expect(fill("{zip} and {other}", { zip: "1" })).toBe("1 and {other}");
  });
});
