/** The agency's e-mail, full and minimal: recipients, subject, labels, escaping, attachment, leaks. */
import fc from "fast-check";
import { assert, assertEquals, assertMatch } from "./assert.ts";
import type { Payload } from "../_shared/schemas.ts";
import { buildEmail, type EmailOptions, escapeHtml, oneLine, readableDate } from "../send-form-email/email.ts";
import { application, callback, consultation, referral, samples } from "./helpers.ts";
import { fullConsultation, fullReferral, leaks, valid } from "./submitted.ts";

const REF = "VH-7K3Q9F";
const HOSTED = "Supabase Studio → Table Editor → form_submissions";
const full: EmailOptions = { to: "intake@agency.example", from: "Forms <forms@agency.example>", reference: REF, details: "full", recordLocation: HOSTED };
const minimal: EmailOptions = { ...full, details: "minimal" };

Deno.test("full referral: to, from, reply-to the referrer, the reference on top, every field under its label", () => {
  const mail = buildEmail(fullReferral({ clientNeeds: ["companionship", "transition"] }), full);
  assertEquals(mail.to, "intake@agency.example");
  assertEquals(mail.from, "Forms <forms@agency.example>");
  assertEquals(mail.replyTo, "dana@example.com");
  assertEquals(mail.text.split("\n").slice(0, 2), ["New professional referral from the website.", `Reference: ${REF}`]);
  assert(mail.html.indexOf(`Reference: <strong>${REF}</strong>`) < mail.html.indexOf("<table"), "reference above the answers");
  for (const line of [
    "Referrer name: Dana Planner",
    "Referrer organization: Sharp Memorial Hospital",
    "Referrer phone: (858) 555-0123",
    "Referrer e-mail: dana@example.com",
    "Patient / client name: Robert Client",
    "Care needs: Companionship, Post-Hospital Transition Support",
    "How soon is care needed?: Today",
    "Expected discharge or start date: Tue, Nov 24, 2026",
    "Who will pay for care?: Long-term care insurance",
    "Patient's ZIP code: 92123",
    "Preferred language: Tagalog",
    "Family or decision-maker contact: Ana Daughter, (619) 555-0177",
    "  Needs help with stairs.",
    "Attached document: robert-client-discharge.pdf",
  ]) assert(mail.text.includes(line + "\n"), line);
  assert(mail.html.includes("<li>Post-Hospital Transition Support</li>"));
  assert(mail.html.includes("Long-term care insurance") && mail.html.includes("Tue, Nov 24, 2026"));
  assert(!/\b(transition|ltc-insurance|today)\b/.test(mail.text), "codes never appear");
  assertEquals(mail.attachments, [{ filename: "robert-client-discharge.pdf", contentType: "application/pdf", content: samples.pdf.content }]);
});

Deno.test("full referral without the optional fields: each one (not given), no document", () => {
  const mail = buildEmail(valid(referral()), full);
  for (const label of ["How soon is care needed?", "Expected discharge or start date", "Who will pay for care?", "Patient's ZIP code", "Preferred language", "Family or decision-maker contact"]) {
    assert(mail.text.includes(`${label}: (not given)\n`), label);
  }
  assertEquals(mail.attachments, []);
  assert(!mail.text.includes("Attached document"));
});

Deno.test("full: a family contact given only by phone shows the phone alone", () => {
  const mail = buildEmail(fullReferral({ familyContact: { phone: "(619) 555-0177" } }), full);
  assert(mail.text.includes("Family or decision-maker contact: (619) 555-0177\n"));
});

Deno.test("consultation: care type and urgency as labels; reply-to only when an e-mail was given", () => {
  const mail = buildEmail(valid(consultation({ careType: "unsure", urgency: "planning" })), full);
  assertEquals(mail.subject, `Consultation request ${REF} · Just planning ahead`);
  assert(mail.text.includes("Type of care: Not sure yet"));
  assert(mail.text.includes("When is care needed?: Just planning ahead"));
  assert(mail.html.includes("Just planning ahead"));
  assertEquals(mail.replyTo, "maria@example.com");
  const phoneOnly = buildEmail(valid(consultation({ email: "" })), full);
  assertEquals(phoneOnly.replyTo, null);
  assert(phoneOnly.text.includes("E-mail: (not given)"));
});

Deno.test("consultation: the answers about the call under their labels, in the subject what was chosen", () => {
  const mail = buildEmail(fullConsultation(), full);
  assertEquals(mail.subject, `Consultation request ${REF} · Immediately · needed by Tue, Nov 24 · call: Afternoon`);
  for (const line of [
    "Type of care: Memory care: dementia and Alzheimer's support",
    "When is care needed?: Immediately",
    "Care needed by: Tue, Nov 24, 2026",
    "Best time to call: Afternoon",
    "Who needs care: My parent",
    "ZIP code: 92103",
  ]) assert(mail.text.includes(line + "\n"), line);
  assert(mail.html.includes("<th style=\"padding:6px 12px;border-bottom:1px solid #ddd;vertical-align:top;text-align:left\">Who needs care</th>"));
  assert(mail.text.indexOf("When is care needed?") < mail.text.indexOf("Care needed by") && mail.text.indexOf("ZIP code") < mail.text.indexOf("Message"));
  for (const code of ["memory", "immediate", "afternoon", "parent"]) assert(!mail.text.includes(`: ${code}\n`), `the code ${code} never appears`);
  assertEquals(buildEmail(fullConsultation({ careType: "discharge" }), full).text.includes("Type of care: Leaving the hospital\n"), true);
  // Not given: each says so, and the subject leaves it out.
  const bare = buildEmail(valid(consultation({ urgency: "week" })), full);
  for (const label of ["Care needed by", "Best time to call", "Who needs care", "ZIP code"]) assert(bare.text.includes(`${label}: (not given)\n`), label);
  assertEquals(bare.subject, `Consultation request ${REF} · Within a week`);
});

Deno.test("callback request: name, phone, best time and ZIP; no reply-to, as it has no e-mail", () => {
  const mail = buildEmail(valid(callback({ locale: "es" })), full);
  assertEquals(mail.subject, `[Español] Callback request ${REF} · call: Afternoon`);
  assertEquals(mail.text.split("\n").slice(2, 4), ["New callback request from the website.", `Reference: ${REF}`]);
  for (const line of ["Name: Maria Family", "Phone: (858) 555-0142", "Best time to call: Afternoon", "ZIP code: 92123"]) {
    assert(mail.text.includes(line + "\n"), line);
  }
  assertEquals(mail.replyTo, null);
  assertEquals(mail.attachments, []);
  const bare = buildEmail(valid(callback({ bestTime: undefined, zip: "" })), full);
  assertEquals(bare.subject, `Callback request ${REF}`);
  assert(bare.text.includes("Best time to call: (not given)\n") && bare.text.includes("ZIP code: (not given)\n"));
  // Minimal: the best time only, never the name or the number.
  const small = buildEmail(valid(callback()), minimal);
  assertEquals(small.subject, `Callback request ${REF} · call: Afternoon`);
  assertEquals(small.text.split("\n").slice(0, 4), ["New callback request from the website.", `Reference: ${REF}`, "", "Best time to call: Afternoon"]);
  assert(!small.text.includes("Maria") && !small.text.includes("555-0142") && !small.html.includes("555-0142"));
});

Deno.test("application: position as its label, in the subject too", () => {
  const mail = buildEmail(valid(application({ position: "coordinator" })), full);
  assertEquals(mail.subject, `Job application ${REF} · Care Coordinator`);
  assert(mail.text.includes("Position: Care Coordinator"));
  assert(mail.html.includes("Care Coordinator"));
  assertEquals(mail.replyTo, "chris@example.com");
});

Deno.test("subjects: type, reference, urgency, start, organization; no names; parts not given are left out", () => {
  assertEquals(buildEmail(fullReferral(), full).subject, `Referral ${REF} · Today · starts Tue, Nov 24 · Sharp Memorial Hospital`);
  assertEquals(buildEmail(fullReferral(), minimal).subject, `Referral ${REF} · Today · starts Tue, Nov 24`);
  assertEquals(buildEmail({ ...fullReferral(), startDate: "" }, full).subject, `Referral ${REF} · Today · Sharp Memorial Hospital`);
  assertEquals(buildEmail(valid(referral()), full).subject, `Referral ${REF} · Mercy Hospital`);
  assertEquals(buildEmail(valid(consultation({ urgency: "immediate" })), minimal).subject, `Consultation request ${REF} · Immediately`);
  assertEquals(buildEmail(valid(application({ position: "caregiver" })), minimal).subject, `Job application ${REF} · Certified Caregiver`);
  for (const payload of [fullReferral(), valid(consultation()), fullConsultation(), valid(callback()), valid(application())]) {
    const subject = buildEmail(payload, full).subject;
    assertEquals(leaks(subject, payload, ["referrerOrganization", "urgency", "startDate", "neededBy", "bestTime", "position"]), [], subject);
  }
});

Deno.test("minimal subject: nothing typed, only what was chosen (type, reference, urgency, start date)", () => {
  const typed = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== "");
  fc.assert(fc.property(typed, fc.constantFrom("", "today", "48h"), fc.constantFrom("", "2026-11-24"), (organization, urgency, startDate) => {
    const payload = { ...fullReferral(), referrerOrganization: `Patient ${organization}`, urgency, startDate } as Payload;
    const subject = buildEmail(payload, minimal).subject;
    assertEquals(subject, buildEmail({ ...payload, referrerOrganization: "Mercy Hospital" } as Payload, minimal).subject);
    assert(!subject.includes("Patient"), subject);
  }), { numRuns: 200 });
  assertEquals(buildEmail({ ...fullReferral(), urgency: "", startDate: "" }, minimal).subject, `Referral ${REF}`);
  assertEquals(buildEmail(fullReferral({ locale: "es" }), minimal).subject, `[Español] Referral ${REF} · Today · starts Tue, Nov 24`);
});

Deno.test("minimal referral: only type, reference, urgency, start date, organization and where the record is", () => {
  const payload = fullReferral();
  const mail = buildEmail(payload, minimal);
  assertEquals(mail.text, [
    "New professional referral from the website.",
    `Reference: ${REF}`,
    "",
    "How soon is care needed?: Today",
    "Expected discharge or start date: Tue, Nov 24, 2026",
    "Referrer organization: Sharp Memorial Hospital",
    "",
    `The other details are kept out of e-mail. Read the full record in: ${HOSTED}`,
    "",
  ].join("\n"));
  assert(mail.html.includes(`Reference: <strong>${REF}</strong>`));
  assert(mail.html.includes("Read the full record in: Supabase Studio → Table Editor → form_submissions"));
  assertEquals(mail.attachments, []);
  assertEquals(mail.replyTo, null);
  assertEquals([mail.to, mail.from], [full.to, full.from]);
});

Deno.test("minimal: no submitted value but the triage facts, in any part of any form's message", () => {
  const allowed = ["referrerOrganization", "urgency", "startDate", "neededBy", "bestTime", "position"];
  for (const payload of [fullReferral(), fullReferral({ urgency: "48h", payer: "va" }), valid(consultation()), fullConsultation(), valid(callback()), valid(application())]) {
    const mail = buildEmail(payload, minimal);
    const all = JSON.stringify(mail) + mail.text + mail.html;
    assertEquals(leaks(all, payload, allowed), [], payload.type);
    assert(!all.includes(payload.submissionId), "not even the submission id");
  }
});

Deno.test("minimal: the message depends on the triage facts alone, whatever else was typed", () => {
  const text = fc.string({ minLength: 1, maxLength: 40 });
  const base = fullReferral();
  fc.assert(fc.property(text, text, text, text, (name, notes, language, contact) => {
    const other = { ...base, referrerName: name, clientName: name, additionalNotes: notes, preferredLanguage: language, referrerEmail: `${contact}@example.com`, familyContact: { name: contact, phone: contact }, clientNeeds: ["respite" as const], attachment: undefined };
    assertEquals(buildEmail(other, minimal), buildEmail(base, minimal));
  }), { numRuns: 200 });
});

Deno.test("every value is HTML-escaped, the new fields' too", () => {
  const evil = `<img src=x onerror="alert('x')"> & <script>`;
  const mail = buildEmail(fullReferral({ referrerName: evil, preferredLanguage: evil, familyContact: { name: evil, phone: "(619) 555-0177" }, additionalNotes: `${evil}\n</td></tr></table>` }), full);
  assert(!mail.html.includes("<img"), "tag escaped");
  assert(!mail.html.includes("<script"), "script escaped");
  assert(mail.html.includes("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;"), "markup from notes escaped");
  assert(mail.html.includes("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; &lt;script&gt;"));
  // The text body keeps the value as typed: it is plain text.
  assert(mail.text.includes(evil));
  const org = buildEmail(fullReferral({ referrerOrganization: evil }), minimal);
  assert(!org.html.includes("<img") && org.html.includes("&lt;img"), "minimal escapes too");
  assert(!buildEmail(fullReferral(), { ...minimal, recordLocation: "<b>x</b>" }).html.includes("<b>x"), "the record's place too");
});

Deno.test("the subject never holds CR or LF, even built from raw strings", () => {
  const payload = referral({ referrerName: "A\r\nBcc: victim@example.com", referrerOrganization: "X\u2028Y\nZ\u0085" });
  const mail = buildEmail(payload as unknown as Payload, { ...full, reference: "VH-\r\nBcc: x" });
  assert(!/[\r\n\u2028\u2029\u0085]/.test(mail.subject), JSON.stringify(mail.subject));
  assertEquals(mail.subject, "Referral VH- Bcc: x · X Y Z");
});

Deno.test("oneLine collapses whitespace, drops bidi overrides and caps the length by code point", () => {
  assertEquals(oneLine(" a \t\n b "), "a b");
  assertEquals(oneLine("evil\u202Etxt.exe"), "eviltxt.exe");
  const long = oneLine("😀".repeat(300));
  assertEquals(Array.from(long).length, 150);
  assert(long.endsWith("…"));
  assert(!/[\uD800-\uDBFF]$/.test(long.slice(0, -1)), "no half surrogate pair before the ellipsis");
});

Deno.test("oneLine keeps a joiner inside a word, drops fillers and noncharacters, and leaves no joiner stray at a cut", () => {
  const persian = "\u0646\u06CC\u06A9\u200C\u0646\u0627\u0645"; // needs its ZWNJ (U+200C)
  assertEquals(oneLine(`Clinic \u3164${persian}\u2800 \u115F\uFFFF`), `Clinic ${persian}`);
  const cut = oneLine(`${"a".repeat(148)}\u200Db${"c".repeat(10)}`);
  assertEquals(cut, `${"a".repeat(148)}…`);
});

Deno.test("escapeHtml covers the five special characters", () => {
  assertEquals(escapeHtml(`<a href="x">'&'</a>`), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
});

Deno.test("readableDate: the calendar day chosen, whatever the clock's time zone; anything else unchanged", () => {
  const before = Deno.env.get("TZ");
  try {
    for (const tz of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      Deno.env.set("TZ", tz);
      assertEquals(readableDate("2026-11-25"), "Wed, Nov 25, 2026", tz);
      assertEquals(readableDate("2026-11-24", { year: false }), "Tue, Nov 24", tz);
      assertEquals(readableDate("2027-01-01"), "Fri, Jan 1, 2027", tz);
    }
  } finally {
    if (before === undefined) Deno.env.delete("TZ");
    else Deno.env.set("TZ", before);
  }
  for (const odd of ["", "2026-02-30", "2026-13-01", "tomorrow", "2026-11-25T10:00"]) assertEquals(readableDate(odd), odd);
});

Deno.test("the referral's document is attached with its canonical type and base name", () => {
  const mail = buildEmail(valid(referral({ attachment: { ...samples.pdf, filename: "C:\\Users\\dana\\discharge.PDF" } })), full);
  assertEquals(mail.attachments, [{ filename: "discharge.PDF", contentType: "application/pdf", content: samples.pdf.content }]);
  assertMatch(mail.text, /Attached document: discharge\.PDF/);
});

Deno.test("a photo of the papers is attached as the image it is: JPEG (from .jpg or .jpeg), PNG, HEIC", () => {
  for (const [sample, type] of [[samples.jpg, "image/jpeg"], [samples.jpeg, "image/jpeg"], [samples.png, "image/png"], [samples.heic, "image/heic"]] as const) {
    const mail = buildEmail(valid(referral({ attachment: sample })), full);
    assertEquals(mail.attachments, [{ filename: sample.filename, contentType: type, content: sample.content }]);
    assert(mail.text.includes(`Attached document: ${sample.filename}\n`), sample.filename);
  }
});

Deno.test("the same submission always builds the same message, in both modes (Resend idempotency needs it)", () => {
  for (const payload of [fullReferral(), fullConsultation(), valid(callback())]) {
    assertEquals(buildEmail(payload, full), buildEmail(structuredClone(payload), full));
    assertEquals(buildEmail(payload, minimal), buildEmail(structuredClone(payload), minimal));
  }
});
