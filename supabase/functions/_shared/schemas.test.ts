/** @jest-environment node */
import type { z } from "zod";
import { availability, bestTimes, careNeeds, careTypes, driving, payers, positions, referralUrgencies, relationships, urgencies } from "./form-options.ts";
import { intakeCopy } from "./copy/index.ts";
import {
  addDays,
  agencyToday,
  MAX_START_DAYS,
  applicationSchema,
  attachmentSchema,
  callbackSchema,
  consultationSchema,
  formTypes,
  isEmail,
  isUsPhone,
  limits,
  messages,
  payloadSchema,
  referralSchema,
  schemasFor,
} from "./schemas.ts";

const UUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

const referral = {
  referrerName: "Dana Discharge",
  referrerOrganization: "Sharp Memorial Hospital",
  referrerPhone: "(858) 555-0123",
  referrerEmail: "dana@example.com",
  clientName: "Pat Client",
  clientNeeds: ["companionship", "meals"],
  additionalNotes: "Going home Friday.",
};

const consultation = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "858-555-0199",
  careType: "personal",
  urgency: "week",
  message: "Mum needs help in the mornings.",
};

const callback = {
  name: "Ana Lopez",
  phone: "(858) 555-0199",
  bestTime: "afternoon",
  zip: "92123",
};

const application = {
  firstName: "Sam",
  lastName: "Rivera",
  email: "sam@example.com",
  phone: "+1 858 555 0177",
  position: "companion",
  experience: "Five years.",
  motivation: "I love it.",
};

/** Messages per field path ("" for the root) of a failed parse; empty when it succeeds. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return schema.parse(value);
}

describe("isUsPhone", () => {
  it.each(["8585550123", "(858) 555-0123", "858.555.0123", "+1 (858) 555-0123", "18585550123", "1-858-555-0123"])(
    "accepts %s",
    (phone) => expect(isUsPhone(phone)).toBe(true),
  );
  it.each(["858555012", "28585550123", "858555012345", "", "phone", "+44 20 7946 0958"])("refuses %s", (phone) =>
    expect(isUsPhone(phone)).toBe(false),
  );
});

describe("isEmail", () => {
  it.each(["a@b.co", "name.last+tag@example.com"])("accepts %s", (e) => expect(isEmail(e)).toBe(true));
  it.each(["plain", "a@b", "a b@example.com", "@example.com", "a@.com x", `${"a".repeat(250)}@example.com`])(
    "refuses %s",
    (e) => expect(isEmail(e)).toBe(false),
  );
});

describe("isEmail: the addresses families and referrers really have", () => {
  it.each([
    "jane.doe+care@gmail.com",
    "Jane.Doe@Gmail.COM",
    "first.middle.last@mail.sharp.com",
    "dana@sub.domain.example.co.uk",
    "o'brien@example.ie",
    "user-name_1@my-agency.org",
    "12345@789.com",
    "x@xn--mnchen-3ya.de",
    "ana@correo.gob.mx",
    "dana@münchen.de",
    "ana@ejemplo.рф",
    "ana@example.xn--p1ai",
    "a!#$%&'*+/=?^_`{|}~-@example.com",
    "a.b.c@a-b--c.example",
  ])("accepts %s", (e) => expect(isEmail(e)).toBe(true));

  it.each([
    ["a comma", "a,b@c.de"],
    ["a display name", "Name<x@evil.com>"],
    ["a display name with a space", "Name <x@evil.com>"],
    ["two dots in the domain", "a@b..c"],
    ["two dots in the domain before a real TLD", "a@b..com"],
    ["a dot first", ".a@example.com"],
    ["a dot last before the @", "a.@example.com"],
    ["two dots in the local part", "a..b@example.com"],
    ["two @", "a@b@example.com"],
    ["no local part", "@example.com"],
    ["no domain", "a@"],
    ["one label", "a@localhost"],
    ["a one-letter TLD", "a@example.c"],
    ["a TLD with a digit", "a@example.c0m"],
    ["a numeric TLD", "a@1.2.3.4"],
    ["an IP literal", "a@[127.0.0.1]"],
    ["a label starting with a hyphen", "a@-example.com"],
    ["a label ending with a hyphen", "a@example-.com"],
    ["an underscore in the domain", "a@ex_ample.com"],
    ["a trailing dot", "a@example.com."],
    ["a leading dot in the domain", "a@.example.com"],
    ["a quoted local part", '"a b"@example.com'],
    ["a space", "a b@example.com"],
    ["a semicolon list", "a@example.com;b@example.com"],
    ["a letter outside ASCII before the @", "maría@example.com"],
    ["a line break", "a@example.com\nBcc: b@example.com"],
  ])("refuses %s: %s", (_, e) => expect(isEmail(e)).toBe(false));

  it("takes 64 characters before the @, 63 in a label and 254 in all, and no more", () => {
    const label = (n: number) => "a".repeat(n);
    expect(isEmail(`${label(64)}@example.com`)).toBe(true);
    expect(isEmail(`${label(65)}@example.com`)).toBe(false);
    expect(isEmail(`a@${label(63)}.com`)).toBe(true);
    expect(isEmail(`a@${label(64)}.com`)).toBe(false);
    const longest = `${label(64)}@${label(63)}.${label(63)}.${label(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(isEmail(longest)).toBe(true);
    expect(isEmail(`${longest.slice(0, 64)}@b${longest.slice(65)}`)).toBe(false);
  });

  it("refuses the hostile shape of the security review at once, whatever its length", () => {
    const hostile = `a@${"a.".repeat(20_000)}@`;
    const started = performance.now();
    expect(isEmail(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("referralSchema", () => {
  it("accepts a complete referral", () => {
    expect(errorsOf(referralSchema, referral)).toEqual({});
  });

  it("gives each missing required field its own message", () => {
    expect(errorsOf(referralSchema, {})).toEqual({
      referrerName: ["Please enter your name."],
      referrerOrganization: ["Please enter your organization."],
      referrerPhone: ["Please enter your phone number."],
      referrerEmail: ["Please enter your e-mail address."],
      clientName: ["Please enter the patient or client's name."],
      clientNeeds: [messages.careNeeds],
    });
  });

  it("treats blank (whitespace only) text as missing", () => {
    const errors = errorsOf(referralSchema, { ...referral, referrerName: "   ", clientName: "\t" });
    expect(errors.referrerName).toEqual(["Please enter your name."]);
    expect(errors.clientName).toEqual(["Please enter the patient or client's name."]);
  });

  it("needs at least one care need", () => {
    expect(errorsOf(referralSchema, { ...referral, clientNeeds: [] })).toEqual({
      clientNeeds: ["Please select at least one care need."],
    });
  });

  it("accepts every care need code and refuses unknown ones", () => {
    expect(errorsOf(referralSchema, { ...referral, clientNeeds: [...careNeeds] })).toEqual({});
    expect(errorsOf(referralSchema, { ...referral, clientNeeds: ["massage"] })).toEqual({
      "clientNeeds.0": [messages.careNeeds],
    });
  });

  it("refuses more care needs than exist (duplicates)", () => {
    const tooMany = [...[...careNeeds], "meals"];
    expect(errorsOf(referralSchema, { ...referral, clientNeeds: tooMany }).clientNeeds).toEqual([messages.careNeeds]);
  });

  it("checks the phone and the e-mail", () => {
    expect(errorsOf(referralSchema, { ...referral, referrerPhone: "555-0123", referrerEmail: "dana@" })).toEqual({
      referrerPhone: [messages.phone],
      referrerEmail: [messages.email],
    });
  });

  it("keeps names to 200 characters", () => {
    expect(errorsOf(referralSchema, { ...referral, referrerName: "a".repeat(200) })).toEqual({});
    expect(errorsOf(referralSchema, { ...referral, referrerName: "a".repeat(201), clientName: "b".repeat(201) })).toEqual({
      referrerName: ["Please keep this under 200 characters."],
      clientName: ["Please keep this under 200 characters."],
    });
  });

  it("keeps free text to 5000 characters", () => {
    expect(errorsOf(referralSchema, { ...referral, additionalNotes: "a".repeat(5000) })).toEqual({});
    expect(errorsOf(referralSchema, { ...referral, additionalNotes: "a".repeat(5001) })).toEqual({
      additionalNotes: ["Please keep this under 5000 characters."],
    });
  });

  it("measures length after trimming", () => {
    expect(errorsOf(referralSchema, { ...referral, referrerName: `  ${"a".repeat(200)}  ` })).toEqual({});
  });

  it("trims and NFC-normalises text", () => {
    const decomposed = "Jose\u0301"; // "José" written with a combining accent
    const out = parse(referralSchema, {
      ...referral,
      referrerName: `  ${decomposed}  `,
      additionalNotes: "\n  notes  \n",
      referrerEmail: " dana@example.com ",
    });
    expect(out.referrerName).toBe("Jos\u00e9");
    expect(out.referrerName).toHaveLength(4);
    expect(out.additionalNotes).toBe("notes");
    const notes = parse(referralSchema, { ...referral, additionalNotes: `Caf${"e\u0301"} visits` }).additionalNotes;
    expect(notes).toBe("Caf\u00e9 visits");
    expect(out.referrerEmail).toBe("dana@example.com");
  });

  it.each([
    ["a newline", "Dana\nEvil"],
    ["a tab", "Dana\tEvil"],
    ["a NUL", "Dana\u0000"],
    ["DEL", "Dana\u007F"],
    ["a C1 control", "Dana\u0085x"],
    ["a line separator", "Dana\u2028x"],
  ])("refuses %s in a one-line field", (_, value) => {
    expect(errorsOf(referralSchema, { ...referral, referrerName: value })).toEqual({
      referrerName: [messages.controlChars],
    });
  });

  // U+202E (right-to-left override), U+2066 (left-to-right isolate), U+200B (zero-width space),
  // U+00AD (soft hyphen), U+FEFF (byte order mark): invisible, and able to disguise what is shown.
  const FORMAT = ["\u202e", "\u2066", "\u200b", "\u00ad", "\ufeff"];

  it("strips invisible format characters from every text field", () => {
    const hide = (text: string) => FORMAT.join("") + text.split("").join(FORMAT[0]) + FORMAT.join("");
    const out = parse(referralSchema, Object.fromEntries(Object.entries(referral).map(([k, v]) => [k, typeof v === "string" ? hide(v) : v])));
    expect(out).toMatchObject(referral);
    expect(parse(referralSchema, { ...referral, additionalNotes: "\u202e\n  notes \u2069" }).additionalNotes).toBe("notes");
    const blank = errorsOf(referralSchema, { ...referral, referrerName: "\u202e\u200b" });
    expect(blank).toEqual({ referrerName: ["Please enter your name."] });
  });

  it("keeps the joiners a name needs (Persian ZWNJ, ZWJ after a virama), and drops stray ones", () => {
    const persian = "\u0646\u06CC\u06A9\u200C\u0646\u0627\u0645";
    const sinhala = "\u0DC1\u0DCA\u200D\u0DBB\u0DD3";
    const out = parse(referralSchema, { ...referral, referrerName: `\u200D${persian}\u200C`, clientName: `${sinhala} Perera`, additionalNotes: "Thanks \u{1F469}\u200D\u2695\uFE0F" });
    expect(out.referrerName).toBe(persian);
    expect(out.clientName).toBe(`${sinhala} Perera`);
    expect(out.additionalNotes).toBe("Thanks \u{1F469}\u200D\u2695\uFE0F");
  });

  it.each([
    ["a Hangul filler", "\u3164"],
    ["a Hangul choseong filler", "\u115F"],
    ["Hangul fillers and spaces", "\u3164 \u1160 \uFFA0"],
    ["the blank Braille pattern", "\u2800\u2800"],
    ["noncharacters", "\uFFFE\uFFFF"],
    ["joiners alone", "\u200D\u200C"],
    ["a joiner between fillers", "\u3164\u200D\u3164"],
  ])("refuses a name made only of invisible characters (%s) as missing", (_, blank) => {
    expect(errorsOf(referralSchema, { ...referral, referrerName: blank, referrerOrganization: blank })).toEqual({
      referrerName: ["Please enter your name."],
      referrerOrganization: ["Please enter your organization."],
    });
  });

  it("drops noncharacters and blank fillers from every text field", () => {
    const hide = (text: string) => `\u3164${text.split("").join("\uFFFE")}\u2800\u115F`;
    const out = parse(referralSchema, Object.fromEntries(Object.entries(referral).map(([k, v]) => [k, typeof v === "string" ? hide(v) : v])));
    expect(out).toMatchObject(referral);
  });

  it.each([
    ["a lone high surrogate", "Dana\ud800"],
    ["a lone low surrogate", "\udc00Dana"],
    ["reversed halves", "Dana\ude00\ud83d"],
  ])("refuses %s (ill-formed Unicode) with a message a visitor can act on", (_, bad) => {
    const errors = errorsOf(referralSchema, { ...referral, referrerName: bad, additionalNotes: bad, referrerEmail: `${bad}@example.com` });
    expect(errors.referrerName).toEqual([messages.unreadable]);
    expect(errors.additionalNotes).toEqual([messages.unreadable]);
    expect(errors.referrerEmail?.[0]).toBe(messages.unreadable);
    expect(messages.unreadable).toBe("This answer contains characters we cannot read. Please retype it.");
  });

  it("accepts characters written with surrogate pairs (emoji, rare CJK)", () => {
    expect(parse(referralSchema, { ...referral, additionalNotes: "Thanks 😀 𠀋" }).additionalNotes).toBe("Thanks 😀 𠀋");
  });

  it("refuses control characters in e-mail and phone", () => {
    const errors = errorsOf(referralSchema, {
      ...referral,
      referrerEmail: "dana@exa\u0007mple.com",
      referrerPhone: "858 555 0123\u0000",
    });
    expect(errors.referrerEmail).toContain(messages.controlChars);
    expect(errors.referrerPhone).toContain(messages.controlChars);
  });

  it("allows newlines and tabs in free text but not other control characters", () => {
    expect(errorsOf(referralSchema, { ...referral, additionalNotes: "Line 1\r\nLine 2\n\tindented" })).toEqual({});
    expect(errorsOf(referralSchema, { ...referral, additionalNotes: "bell\u0007" })).toEqual({
      additionalNotes: [messages.controlChars],
    });
  });

  it("defaults missing additional notes to an empty string", () => {
    const { additionalNotes, ...rest } = referral;
    expect(additionalNotes).toBeTruthy();
    expect(parse(referralSchema, rest).additionalNotes).toBe("");
  });

  it("refuses non-string values with the required message", () => {
    expect(errorsOf(referralSchema, { ...referral, referrerName: 42 }).referrerName).toEqual(["Please enter your name."]);
  });
});

describe("referralSchema: what intake needs (all optional)", () => {
  const today = agencyToday();
  it("accepts the referral without any of them, defaulting each to empty", () => {
    expect(parse(referralSchema, referral)).toMatchObject({
      startDate: "",
      urgency: "",
      payer: "",
      clientZip: "",
      preferredLanguage: "",
      familyContact: { name: "", phone: "" },
    });
  });

  it("accepts every field filled in", () => {
    const full = {
      ...referral,
      startDate: addDays(today, 2),
      urgency: "48h",
      payer: "ltc-insurance",
      clientZip: "92123",
      preferredLanguage: "Spanish",
      familyContact: { name: "Maria Client", phone: "(619) 555-0142" },
    };
    expect(errorsOf(referralSchema, full)).toEqual({});
    expect([...referralUrgencies]).toEqual(["today", "48h", "week", "planning"]);
    expect([...payers]).toEqual(["private", "ltc-insurance", "va", "medi-cal", "unsure"]);
  });

  it("takes today's date in San Diego, and refuses a past, a far or an impossible one", () => {
    expect(errorsOf(referralSchema, { ...referral, startDate: today })).toEqual({});
    expect(errorsOf(referralSchema, { ...referral, startDate: addDays(today, -1) })).toEqual({ startDate: [messages.datePast] });
    expect(errorsOf(referralSchema, { ...referral, startDate: addDays(today, MAX_START_DAYS + 1) })).toEqual({ startDate: [messages.dateFar] });
    expect(errorsOf(referralSchema, { ...referral, startDate: "2027-02-30" })).toEqual({ startDate: [messages.date] });
    expect(errorsOf(referralSchema, { ...referral, startDate: "next week" })).toEqual({ startDate: [messages.date] });
  });

  it("knows San Diego's date at midnight UTC, when it is still yesterday there", () => {
    expect(agencyToday(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-23");
    expect(agencyToday(new Date("2026-11-24T09:00:00Z"))).toBe("2026-11-24");
  });

  it("refuses values off the lists, a ZIP that is not 5 digits and a contact name without a phone", () => {
    expect(errorsOf(referralSchema, { ...referral, urgency: "now", payer: "medicare", clientZip: "9212" })).toEqual({
      urgency: [messages.referralUrgency],
      payer: [messages.payer],
      clientZip: [messages.zip],
    });
    expect(errorsOf(referralSchema, { ...referral, familyContact: { name: "Maria", phone: "" } })).toEqual({
      "familyContact.phone": [messages.contactPhone],
    });
    expect(errorsOf(referralSchema, { ...referral, familyContact: { name: "", phone: "123" } })).toEqual({
      "familyContact.phone": [messages.phone],
    });
  });
});

describe("consultationSchema", () => {
  it("accepts a complete request, and one with only a phone or only an e-mail", () => {
    expect(errorsOf(consultationSchema, consultation)).toEqual({});
    expect(errorsOf(consultationSchema, { ...consultation, email: "" })).toEqual({});
    expect(errorsOf(consultationSchema, { ...consultation, phone: "" })).toEqual({});
    const { email, ...noEmail } = consultation;
    expect(email).toBeTruthy();
    expect(parse(consultationSchema, noEmail).email).toBe("");
  });

  it("needs a phone or an e-mail", () => {
    expect(errorsOf(consultationSchema, { ...consultation, email: "", phone: "  " })).toEqual({
      phone: [messages.contactWay],
    });
    expect(messages.contactWay).toBe("Please give a phone number or an e-mail address so we can reach you.");
  });

  it("says so together with the other mistakes", () => {
    expect(errorsOf(consultationSchema, {})).toEqual({
      firstName: ["Please enter your first name."],
      lastName: ["Please enter your last name."],
      careType: [messages.careType],
      urgency: [messages.urgency],
      phone: [messages.contactWay],
    });
  });

  it("says so in the same pass as an empty name, as the browser sends it", () => {
    const empty = { firstName: "", lastName: "", email: "", phone: "", careType: "", urgency: "", message: "" };
    expect(errorsOf(consultationSchema, empty)).toEqual({
      firstName: ["Please enter your first name."],
      lastName: ["Please enter your last name."],
      careType: [messages.careType],
      urgency: [messages.urgency],
      phone: [messages.contactWay],
    });
  });

  it("checks an optional phone or e-mail when given", () => {
    expect(errorsOf(consultationSchema, { ...consultation, email: "nope", phone: "12345" })).toEqual({
      email: [messages.email],
      phone: [messages.phone],
    });
  });

  it("accepts every care type and urgency code and refuses unknown ones", () => {
    for (const value of careTypes) expect(errorsOf(consultationSchema, { ...consultation, careType: value })).toEqual({});
    for (const value of urgencies) expect(errorsOf(consultationSchema, { ...consultation, urgency: value })).toEqual({});
    expect(errorsOf(consultationSchema, { ...consultation, careType: "Personal Care", urgency: "asap" })).toEqual({
      careType: ["Please choose the type of care."],
      urgency: ["Please choose when care is needed."],
    });
  });

  it("strips format characters and refuses ill-formed text in every field", () => {
    const out = parse(consultationSchema, { ...consultation, firstName: "A\u202ena", message: "\u200bhi", email: "ana\u200b@example.com", phone: "858\u2066-555-0199" });
    expect(out).toMatchObject({ firstName: "Ana", message: "hi", email: "ana@example.com", phone: "858-555-0199" });
    const errors = errorsOf(consultationSchema, { ...consultation, lastName: "L\ud800", message: "\udfff", phone: "858 555 0199\ud800" });
    expect(errors).toEqual({ lastName: [messages.unreadable], message: [messages.unreadable], phone: [messages.unreadable] });
  });

  it("limits names and the message", () => {
    expect(
      errorsOf(consultationSchema, {
        ...consultation,
        firstName: "a".repeat(201),
        lastName: "b".repeat(201),
        message: "c".repeat(5001),
      }),
    ).toEqual({
      firstName: ["Please keep this under 200 characters."],
      lastName: ["Please keep this under 200 characters."],
      message: ["Please keep this under 5000 characters."],
    });
  });

  it("keeps newlines in the message and refuses them in names", () => {
    expect(parse(consultationSchema, { ...consultation, message: "a\nb" }).message).toBe("a\nb");
    expect(errorsOf(consultationSchema, { ...consultation, lastName: "Lo\npez" })).toEqual({
      lastName: [messages.controlChars],
    });
  });
});

describe("consultationSchema: what helps the first call (all optional)", () => {
  const today = agencyToday();

  it("accepts the request without any of them, defaulting each to empty", () => {
    expect(parse(consultationSchema, consultation)).toMatchObject({ zip: "", neededBy: "", bestTime: "", relationship: "" });
  });

  it("accepts every one filled in, from every list", () => {
    const full = { ...consultation, zip: " 92123 ", neededBy: addDays(today, 3), bestTime: "morning", relationship: "parent" };
    expect(parse(consultationSchema, full)).toMatchObject({ zip: "92123", neededBy: addDays(today, 3), bestTime: "morning", relationship: "parent" });
    for (const value of bestTimes) expect(errorsOf(consultationSchema, { ...consultation, bestTime: value })).toEqual({});
    for (const value of relationships) expect(errorsOf(consultationSchema, { ...consultation, relationship: value })).toEqual({});
    expect([...bestTimes]).toEqual(["morning", "afternoon", "any"]);
    expect([...relationships]).toEqual(["self", "parent", "spouse", "relative", "friend", "professional"]);
  });

  it("knows leaving the hospital and memory care as reasons", () => {
    expect([...careTypes]).toEqual(expect.arrayContaining(["discharge", "memory"]));
    expect(parse(consultationSchema, { ...consultation, careType: "memory" }).careType).toBe("memory");
    expect(parse(consultationSchema, { ...consultation, careType: "discharge" }).careType).toBe("discharge");
  });

  it("takes the needed-by date by the referral's start date's rules", () => {
    expect(errorsOf(consultationSchema, { ...consultation, neededBy: today })).toEqual({});
    expect(errorsOf(consultationSchema, { ...consultation, neededBy: addDays(today, MAX_START_DAYS) })).toEqual({});
    expect(errorsOf(consultationSchema, { ...consultation, neededBy: addDays(today, -1) })).toEqual({ neededBy: [messages.datePast] });
    expect(errorsOf(consultationSchema, { ...consultation, neededBy: addDays(today, MAX_START_DAYS + 1) })).toEqual({ neededBy: [messages.dateFar] });
    expect(errorsOf(consultationSchema, { ...consultation, neededBy: "2027-02-30" })).toEqual({ neededBy: [messages.date] });
    expect(errorsOf(consultationSchema, { ...consultation, neededBy: "Friday" })).toEqual({ neededBy: [messages.date] });
  });

  it("refuses a date shaped like one but with no such month or day with its message, never an exception", () => {
    for (const date of ["2027-13-45", "2027-00-10", "2027-04-99"]) {
      expect(errorsOf(consultationSchema, { ...consultation, neededBy: date })).toEqual({ neededBy: [messages.date] });
      expect(errorsOf(referralSchema, { ...referral, startDate: date })).toEqual({ startDate: [messages.date] });
    }
  });

  it("refuses values off the lists and a ZIP that is not 5 digits, each with its own message", () => {
    expect(errorsOf(consultationSchema, { ...consultation, bestTime: "night", relationship: "Mother", zip: "9212a" })).toEqual({
      bestTime: [messages.bestTime],
      relationship: [messages.relationship],
      zip: [messages.zip],
    });
    expect(errorsOf(consultationSchema, { ...consultation, bestTime: 3, relationship: null, zip: 92123 })).toEqual({
      bestTime: [messages.bestTime],
      relationship: [messages.relationship],
      zip: [messages.zip],
    });
    expect(messages.bestTime).toBe("Please choose the best time to call from the list.");
  });

  it("says the new messages in Spanish too", () => {
    const es = schemasFor("es").consultationSchema;
    expect(errorsOf(es, { ...consultation, bestTime: "night", relationship: "x", zip: "1" })).toEqual({
      bestTime: [intakeCopy.es.validation.bestTime],
      relationship: [intakeCopy.es.validation.relationship],
      zip: [intakeCopy.es.validation.zip],
    });
  });
});

describe("callbackSchema", () => {
  it("accepts a name and a phone, the best time and the ZIP being optional", () => {
    expect(errorsOf(callbackSchema, callback)).toEqual({});
    expect(parse(callbackSchema, { name: " Ana ", phone: "858 555 0199" })).toEqual({ name: "Ana", phone: "858 555 0199", bestTime: "", zip: "" });
    for (const value of bestTimes) expect(errorsOf(callbackSchema, { ...callback, bestTime: value })).toEqual({});
  });

  it("needs a name and a US phone, each with its own message", () => {
    expect(errorsOf(callbackSchema, {})).toEqual({ name: ["Please enter your name."], phone: ["Please enter your phone number."] });
    expect(errorsOf(callbackSchema, { name: " ", phone: "" })).toEqual({ name: ["Please enter your name."], phone: ["Please enter your phone number."] });
    expect(errorsOf(callbackSchema, { ...callback, phone: "555-0199" })).toEqual({ phone: [messages.phone] });
  });

  it("refuses a best time off the list and a ZIP that is not 5 digits", () => {
    expect(errorsOf(callbackSchema, { ...callback, bestTime: "midnight", zip: "921234" })).toEqual({
      bestTime: [messages.bestTime],
      zip: [messages.zip],
    });
  });

  it("keeps the name to one line of 200 characters, without invisible characters", () => {
    expect(errorsOf(callbackSchema, { ...callback, name: "a".repeat(201) })).toEqual({ name: ["Please keep this under 200 characters."] });
    expect(errorsOf(callbackSchema, { ...callback, name: "Ana\nLopez" })).toEqual({ name: [messages.controlChars] });
    expect(parse(callbackSchema, { ...callback, name: "A\u202ena" }).name).toBe("Ana");
  });

  it("drops fields the callback does not have (no e-mail, no message)", () => {
    expect(parse(callbackSchema, { ...callback, email: "ana@example.com", message: "hi" })).toEqual(callback);
  });
});

describe("applicationSchema", () => {
  it("accepts a complete application", () => {
    expect(errorsOf(applicationSchema, application)).toEqual({});
  });

  it("needs names, e-mail, phone and a position", () => {
    expect(errorsOf(applicationSchema, {})).toEqual({
      firstName: ["Please enter your first name."],
      lastName: ["Please enter your last name."],
      email: ["Please enter your e-mail address."],
      phone: ["Please enter your phone number."],
      position: ["Please choose a position."],
    });
    // An empty string also fails the format check (zod 4 keeps checking after min(1)); the form shows
    // only the first message of a field, so the "Please enter" message must come first.
    const blank = errorsOf(applicationSchema, { ...application, email: "", phone: "" });
    expect(Object.keys(blank).sort()).toEqual(["email", "phone"]);
    expect(blank.email[0]).toBe("Please enter your e-mail address.");
    expect(blank.phone[0]).toBe("Please enter your phone number.");
  });

  it("accepts every position code and refuses unknown ones", () => {
    for (const value of positions) expect(errorsOf(applicationSchema, { ...application, position: value })).toEqual({});
    expect(errorsOf(applicationSchema, { ...application, position: "ceo" })).toEqual({
      position: [messages.position],
    });
  });

  it("checks the e-mail and the phone", () => {
    expect(errorsOf(applicationSchema, { ...application, email: "sam at example", phone: "2 858 555 0177" })).toEqual({
      email: [messages.email],
      phone: [messages.phone],
    });
  });

  it("strips format characters and refuses ill-formed text in every field", () => {
    const out = parse(applicationSchema, { ...application, lastName: "Ri\u00advera", experience: "\ufeffFive years.", motivation: "I love it.\u202c" });
    expect(out).toMatchObject({ lastName: "Rivera", experience: "Five years.", motivation: "I love it." });
    const errors = errorsOf(applicationSchema, { ...application, firstName: "\ud800Sam", experience: "x\udc00", motivation: "\ud83d" });
    expect(errors).toEqual({ firstName: [messages.unreadable], experience: [messages.unreadable], motivation: [messages.unreadable] });
  });

  it("limits free text to 5000 characters and allows newlines there", () => {
    expect(errorsOf(applicationSchema, { ...application, experience: "a".repeat(5001), motivation: "b".repeat(5001) })).toEqual({
      experience: ["Please keep this under 5000 characters."],
      motivation: ["Please keep this under 5000 characters."],
    });
    expect(errorsOf(applicationSchema, { ...application, experience: "CNA\nCPR", motivation: "x\r\ny" })).toEqual({});
  });

  it("defaults the optional texts to empty strings", () => {
    const out = parse(applicationSchema, { ...application, experience: undefined, motivation: undefined });
    expect(out.experience).toBe("");
    expect(out.motivation).toBe("");
  });
});

describe("applicationSchema: what matching an applicant to clients needs (all optional)", () => {
  const matching = {
    availability: ["weekdays", "mornings", "live-in"],
    areas: "92123, Chula Vista",
    driving: ["licence", "car"],
    hcaNumber: "8570 123-456",
    languages: "English, Tagalog",
  };

  it("accepts every answer, and none (empty lists and lines)", () => {
    expect(errorsOf(applicationSchema, { ...application, ...matching })).toEqual({});
    expect(parse(applicationSchema, application)).toMatchObject({ availability: [], areas: "", driving: [], hcaNumber: "", languages: "" });
    expect(errorsOf(applicationSchema, { ...application, availability: [...availability], driving: [...driving] })).toEqual({});
  });

  it("refuses a code off either list, the same code twice, and a list that is not a list", () => {
    expect(errorsOf(applicationSchema, { ...application, availability: ["weekdays", "midnight"], driving: ["bike"] })).toEqual({
      "availability.1": [messages.availability],
      "driving.0": [messages.driving],
    });
    expect(errorsOf(applicationSchema, { ...application, availability: ["mornings", "mornings"], driving: "car" })).toEqual({
      availability: [messages.availability],
      driving: [messages.driving],
    });
  });

  it("takes a registration number of digits, grouped by single spaces or dashes, of any length", () => {
    for (const hcaNumber of ["8", "8570123456", "857 012 3456", "857-012-3456", "0000000000000000000"]) {
      expect(errorsOf(applicationSchema, { ...application, hcaNumber })).toEqual({});
    }
    for (const hcaNumber of ["HCA123", "12a4", "-123", "123-", "12--34", "12 - 34", "１２３", "123.456", "PER ID 123"]) {
      expect(errorsOf(applicationSchema, { ...application, hcaNumber })).toEqual({ hcaNumber: [messages.hcaNumber] });
    }
    expect(parse(applicationSchema, { ...application, hcaNumber: " 857 012\u200b3456 " }).hcaNumber).toBe("857 0123456");
    expect(errorsOf(applicationSchema, { ...application, hcaNumber: "1".repeat(21) })).toEqual({ hcaNumber: ["Please keep this under 20 characters."] });
  });

  it("keeps areas and languages to one line of 200 characters", () => {
    expect(errorsOf(applicationSchema, { ...application, areas: "a".repeat(201), languages: "Spanish\nFrench" })).toEqual({
      areas: ["Please keep this under 200 characters."],
      languages: [messages.controlChars],
    });
  });
});

describe("attachmentSchema", () => {
  const attachment = { filename: "discharge.pdf", contentType: "application/pdf", content: "JVBERi0xLjQK" };

  it("accepts a base64 document", () => {
    expect(errorsOf(attachmentSchema, attachment)).toEqual({});
    expect(errorsOf(attachmentSchema, { ...attachment, content: "YQ==" })).toEqual({});
  });

  it("needs a file name of at most 255 characters without control characters", () => {
    expect(errorsOf(attachmentSchema, { ...attachment, filename: "" })).toEqual({
      filename: ["Please enter a file name."],
    });
    expect(errorsOf(attachmentSchema, { ...attachment, filename: `${"a".repeat(252)}.pdf` })).toEqual({
      filename: ["Please keep this under 255 characters."],
    });
    expect(errorsOf(attachmentSchema, { ...attachment, filename: "a\nb.pdf" })).toEqual({
      filename: [messages.controlChars],
    });
  });

  it("strips format characters from the file name, so it cannot disguise its extension", () => {
    // Shown as "reportfdp.xcod.pdf" by a bidi-aware viewer: really a .pdf pretending to be a .docx.
    expect(parse(attachmentSchema, { ...attachment, filename: "report\u202efdp.docx.pdf" }).filename).toBe("reportfdp.docx.pdf");
    expect(errorsOf(attachmentSchema, { ...attachment, filename: "d\ud800.pdf" })).toEqual({ filename: [messages.unreadable] });
  });

  it("refuses content that is not base64", () => {
    expect(errorsOf(attachmentSchema, { ...attachment, content: "not base64!" })).toEqual({
      content: ["The document could not be read. Please choose it again."],
    });
    expect(errorsOf(attachmentSchema, { ...attachment, content: "YQ===" })).toEqual({
      content: ["The document could not be read. Please choose it again."],
    });
  });

  it("refuses content over 5 MB once decoded", () => {
    const maxChars = Math.ceil(limits.attachmentBytes / 3) * 4;
    expect(errorsOf(attachmentSchema, { ...attachment, content: "A".repeat(maxChars) })).toEqual({});
    expect(errorsOf(attachmentSchema, { ...attachment, content: "A".repeat(maxChars + 4) })).toEqual({
      content: ["The document must be 5 MB or smaller."],
    });
  });

  it("limits the content type", () => {
    expect(errorsOf(attachmentSchema, { ...attachment, contentType: "x".repeat(201) })).toHaveProperty("contentType");
  });
});

describe("payloadSchema", () => {
  const envelope = { honeypot: "", submissionId: UUID };

  it("accepts each form type with its envelope", () => {
    expect(errorsOf(payloadSchema, { ...referral, ...envelope, type: "referral" })).toEqual({});
    expect(errorsOf(payloadSchema, { ...consultation, ...envelope, type: "consultation" })).toEqual({});
    expect(errorsOf(payloadSchema, { ...callback, ...envelope, type: "callback" })).toEqual({});
    expect(errorsOf(payloadSchema, { ...application, ...envelope, type: "application" })).toEqual({});
  });

  it("knows the four forms", () => {
    expect(formTypes).toEqual(["referral", "consultation", "callback", "application"]);
  });

  it("refuses an unknown or missing type", () => {
    expect(errorsOf(payloadSchema, { ...referral, ...envelope, type: "newsletter" })).toEqual({
      type: ["Unknown form type."],
    });
    expect(errorsOf(payloadSchema, { ...referral, ...envelope })).toEqual({ type: ["Unknown form type."] });
  });

  it("checks the fields of the chosen type", () => {
    expect(errorsOf(payloadSchema, { ...referral, ...envelope, type: "application" })).toMatchObject({
      firstName: ["Please enter your first name."],
      position: [messages.position],
    });
    expect(errorsOf(payloadSchema, { ...consultation, email: "", phone: "", ...envelope, type: "consultation" })).toEqual({
      phone: [messages.contactWay],
    });
    expect(errorsOf(payloadSchema, { ...consultation, ...envelope, type: "callback" })).toEqual({
      name: ["Please enter your name."],
    });
  });

  it("needs a uuid submissionId", () => {
    const message = "This form is missing its submission id. Please reload the page.";
    expect(errorsOf(payloadSchema, { ...application, type: "application", honeypot: "" })).toEqual({
      submissionId: [message],
    });
    expect(errorsOf(payloadSchema, { ...application, type: "application", submissionId: "12345" })).toEqual({
      submissionId: [message],
    });
  });

  it("lower-cases the submissionId, so ids differing only in case are one submission", () => {
    const upper = parse(payloadSchema, { ...application, type: "application", submissionId: UUID.toUpperCase() });
    expect(upper.submissionId).toBe(UUID);
  });

  it("defaults the honeypot to an empty string and keeps a filled one for the function to judge", () => {
    expect(parse(payloadSchema, { ...application, type: "application", submissionId: UUID }).honeypot).toBe("");
    expect(parse(payloadSchema, { ...application, type: "application", submissionId: UUID, honeypot: "spam" }).honeypot).toBe("spam");
    expect(errorsOf(payloadSchema, { ...application, type: "application", submissionId: UUID, honeypot: "x".repeat(1001) })).toHaveProperty("honeypot");
  });

  it("takes a valid attachment on a referral and checks it", () => {
    const attachment = { filename: "d.txt", contentType: "text/plain", content: "aGk=" };
    expect(parse(payloadSchema, { ...referral, ...envelope, type: "referral", attachment })).toMatchObject({ attachment });
    expect(errorsOf(payloadSchema, { ...referral, ...envelope, type: "referral", attachment: { ...attachment, content: "%%" } })).toEqual({
      "attachment.content": ["The document could not be read. Please choose it again."],
    });
  });

  it("drops fields no form has", () => {
    const out = parse(payloadSchema, { ...application, ...envelope, type: "application", admin: true }) as Record<string, unknown>;
    expect(out).not.toHaveProperty("admin");
  });
});
