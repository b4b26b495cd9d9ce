/** @jest-environment node */
/**
 * The Spanish form words: every key of the English (the type says so; the lists' lengths are checked
 * here), no English sentence left in them, the glossary's terms, and every message the Spanish
 * schemas can give is Spanish.
 */
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { schemasFor } from "@/supabase/functions/_shared/schemas.ts";
import { confirmationCopies, formCopies } from "../form-copies";
import { glossary } from "../glossary";

/** Every string in a value, with its path; a function is called with a sample argument. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value("sample.pdf"))]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

// Not words of one language: the required mark, phone numbers and tel: links, option codes, names.
const NOT_WORDS = /(^|\.)(requiredMark|display|tel|value)$|^options\.payers\.\d+\.label$|^errorPrefix$/;

const sets = {
  forms: [formCopies.en, formCopies.es],
  confirmation: [confirmationCopies.en, confirmationCopies.es],
  intake: [intakeCopy.en, intakeCopy.es],
} as const;

describe.each(Object.entries(sets))("the Spanish %s words", (_, [en, es]) => {
  it("have every key and list item of the English ones", () => {
    expect(strings(es).map(([p]) => p)).toEqual(strings(en).map(([p]) => p));
  });

  it("leave no English sentence untranslated", () => {
    const spanish = new Map(strings(es));
    const untranslated = strings(en).filter(([path, text]) => !NOT_WORDS.test(path) && spanish.get(path) === text);
    expect(untranslated.map(([path, text]) => `${path}: ${text}`)).toEqual(
      // A name is the same in both languages.
      untranslated.filter(([, text]) => text === "Medi-Cal").map(([path, text]) => `${path}: ${text}`),
    );
    const english = new Set(strings(en).filter(([path, text]) => !NOT_WORDS.test(path) && text.length > 12 && text !== "Medi-Cal").map(([, t]) => t));
    for (const [path, text] of spanish) for (const sentence of english) expect(`${path}: ${text}`).not.toContain(sentence);
  });

  it("use the glossary's terms, never the ones it avoids", () => {
    const text = strings(es).map(([, t]) => t.toLowerCase()).join("\n");
    for (const entry of glossary) for (const avoided of entry.avoid ?? []) expect(text).not.toContain(avoided.toLowerCase());
    expect(text).not.toMatch(/\be-?mail\b/);
  });
});

describe("the Spanish schemas", () => {
  const es = intakeCopy.es.validation;
  const en = intakeCopy.en.validation;
  const values = (m: typeof es) => new Set(strings(m).map(([, t]) => t).concat(strings({ tooLong: m.tooLong(200) }).map(([, t]) => t)));
  const spanish = values(es);
  const english = values(en);

  /** Every message a parse gives. */
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => i.message);

  it("say every mistake in Spanish, and no English message", () => {
    const s = schemasFor("es");
    const long = "x".repeat(300);
    const given = [
      ...messagesOf(s.referralSchema.safeParse({})),
      ...messagesOf(s.referralSchema.safeParse({ referrerName: long, referrerPhone: "12", referrerEmail: "no", clientNeeds: ["x"], startDate: "2020-01-01", urgency: "x", payer: "x", clientZip: "1", familyContact: { name: "Ana" } })),
      ...messagesOf(s.referralSchema.safeParse({ referrerName: "a\u0007", additionalNotes: "\ud800", startDate: "soon" })),
      ...messagesOf(s.consultationSchema.safeParse({ firstName: "", careType: "x" })),
      ...messagesOf(s.applicationSchema.safeParse({ position: "x", phone: 5 })),
      ...messagesOf(s.attachmentSchema.safeParse({ filename: "", contentType: "", content: "%%" })),
      ...messagesOf(s.payloadSchema.safeParse({ type: "letter" })),
      ...messagesOf(s.payloadSchema.safeParse({ type: "consultation", submissionId: "1", locale: "fr" })),
    ];
    expect(given.length).toBeGreaterThan(25);
    for (const message of given) {
      expect(spanish).toContain(message);
      expect(english).not.toContain(message);
    }
    // The messages of these cases cover most of the catalogue.
    expect(new Set(given).size).toBeGreaterThan(20);
  });

  it("keep the English exports English", () => {
    const result = schemasFor("en").consultationSchema.safeParse({});
    for (const message of messagesOf(result)) expect(english).toContain(message);
  });
});
