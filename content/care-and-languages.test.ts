/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { copyFor } from ".";
import { listInWords, offeredEditions, spanishPlaces, spanishSpokenAt, type SpanishSpokenAt } from "./languages";
import { preferredLocale } from "@/lib/language-offer";
import enWords from "./pages/languages.en.json";
import esWords from "./pages/languages.es.json";

// Dementia care as a service and an FAQ answer; where Spanish is spoken.
const en = copyFor("en");
const es = copyFor("es");

describe("dementia and Alzheimer's care", () => {
  const memory = (copy: typeof en) => copy.services.services.find((s) => s.slug === "memory-care");
  const faqItem = (copy: typeof en) => copy.faq.groups.flatMap((g) => g.items).find((i) => i.id === "dementia");

  it("is a service in both languages, named for dementia and Alzheimer's, with its features", () => {
    expect(memory(en)?.title).toMatch(/Dementia.*Alzheimer/);
    expect(memory(es)?.title).toMatch(/demencia.*Alzheimer/);
    expect(memory(en)!.features.length).toBeGreaterThanOrEqual(4);
    expect(memory(es)!.features).toHaveLength(memory(en)!.features.length);
    const features = memory(en)!.features.join(" ");
    for (const word of [/routine/i, /redirect/i, /supervis/i, /safe/i, /company/i, /respite/i]) expect(features).toMatch(word);
  });

  it("claims nothing medical, and no training or certification the owner has not confirmed", () => {
    const service = JSON.stringify(memory(en));
    expect(service).not.toMatch(/diagnos|treat|therap|clinical|medical|nurs|certif|specialist|train|expert/i);
    expect(JSON.stringify(memory(es))).not.toMatch(/diagnós|tratamiento|terapia|clínic|médic|enfermer|certific|especialista|capacit|experto/i);
    const answer = faqItem(en)!.answer.join(" ");
    expect(answer).toMatch(/non-medical/);
    expect(answer).toMatch(/don't diagnose or treat/);
    expect(answer).not.toMatch(/certif|specialist|train|expert/i);
    expect(faqItem(es)!.answer.join(" ")).toMatch(/no médico/);
  });

  it("has an FAQ answer in both languages that links to the service's card", () => {
    expect(faqItem(en)?.question).toMatch(/dementia or Alzheimer's\?$/);
    expect(faqItem(es)?.question).toMatch(/demencia o Alzheimer\?$/);
    expect(faqItem(en)?.link?.href).toBe(`/services#${memory(en)!.slug}`);
    expect(faqItem(es)?.link?.href).toBe(faqItem(en)?.link?.href);
  });

  it("leaves the training question to the owner, in the facts file the launch check reads", () => {
    expect(readFileSync(path.join(__dirname, "services.json"), "utf8")).toMatch(/"field": "services.memory-care",\s*"why": "Any dementia-care training/);
  });
});

describe("where Spanish is spoken", () => {
  const combos: SpanishSpokenAt[] = [false, true].flatMap((phone) =>
    [false, true].flatMap((consultation) => [false, true].map((caregiversWhenPossible) => ({ phone, consultation, caregiversWhenPossible }))),
  );

  it("joins a list the site's way: no comma before the last item", () => {
    expect(listInWords([], "and")).toBe("");
    expect(listInWords(["a"], "and")).toBe("a");
    expect(listInWords(["a", "b"], "y")).toBe("a y b");
    expect(listInWords(["a", "b", "c"], "and")).toBe("a, b and c");
  });

  it.each(combos.map((at) => [JSON.stringify(at), at] as const))("%s: names exactly the confirmed places, in both languages", (_, at) => {
    for (const [text, words] of [
      [spanishPlaces(at, enWords.spanishSpoken), ["on the phone", "at the free consultation", "caregivers"]],
      [spanishPlaces(at, esWords.spanishSpoken), ["por teléfono", "en la consulta gratuita", "cuidadores"]],
    ] as const) {
      const confirmed = [at.phone, at.consultation, at.caregiversWhenPossible];
      words.forEach((word, i) => expect(text.includes(word)).toBe(confirmed[i]));
      expect(text).not.toMatch(/^ |  | $|^(and|y) |, (and|y) /);
      if (!confirmed.some(Boolean)) expect(text).toBe("");
    }
  });

  it("says the owner's places on the pages (OWNER TO CONFIRM in the source)", () => {
    expect(en.languages.spanishSpoken.places).toBe(spanishPlaces(spanishSpokenAt, enWords.spanishSpoken));
    expect(es.languages.spanishSpoken.places).toBe(spanishPlaces(spanishSpokenAt, esWords.spanishSpoken));
    expect(es.languages.spanishSpoken.lead).toBe("Hablamos español");
    expect(readFileSync(path.join(__dirname, "languages.ts"), "utf8")).toMatch(/OWNER TO CONFIRM/);
  });

  it("offers the Spanish edition on English pages only, in Spanish", () => {
    expect(offeredEditions).toEqual({ en: "es" });
    expect(es.languages.offer.link).toMatch(/español/);
  });
});

describe("the browser's preferred language (navigator.languages)", () => {
  it.each([
    [["es-ES", "es", "en"], "es"],
    [["es-MX"], "es"],
    [["ES_us"], "es"],
    [["fr-FR", "es-419", "en"], "es"],
    [["en-US", "es"], "en"],
    [["en-GB"], "en"],
    [["fr-FR", "de"], undefined],
    [[], undefined],
    [["esperanto", "eo"], undefined],
  ] as const)("%j → %s", (languages, expected) => {
    expect(preferredLocale(languages)).toBe(expected);
  });
});
