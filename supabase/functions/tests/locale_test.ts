/**
 * The visitor's language: the payload's `locale` picks the messages of the 400s, the
 * acknowledgment and the other answers; the agency's e-mail stays English and says at the top that
 * the sender wrote in Spanish. No locale is English; an unknown one is refused.
 */
import { stepsBy } from "../_shared/promise-words.ts";
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import { answers } from "../send-form-email/handler.ts";
import { LANGUAGE_NOTICES } from "../send-form-email/email.ts";
import { escapeHtml } from "../send-form-email/email-format.ts";
import type { SubmissionStore } from "../send-form-email/store.ts";
import { application, consultation, post, referral, samples, setup, testStore } from "./helpers.ts";
import { leaks, valid } from "./submitted.ts";

const es = intakeCopy.es;
const en = intakeCopy.en;
const spanish = LANGUAGE_NOTICES.es!;

async function json(res: Response, status: number) {
  assertEquals(res.status, status);
  return await res.json();
}

Deno.test("Spanish: a 400 names each wrong field in Spanish, with the same rules as in English", async () => {
  const { handler, sent } = setup();
  const one = await json(await handler(post(referral({ locale: "es", referrerName: "  " }))), 400);
  assertEquals(one, { error: es.validation.required.name, fields: { referrerName: es.validation.required.name } });

  const many = await json(
    await handler(post(consultation({ locale: "es", firstName: "", email: "", phone: "", careType: "x", urgency: undefined }))),
    400,
  );
  assertEquals(many.error, es.answers.fixFields);
  assertEquals(many.fields, {
    firstName: es.validation.required.firstName,
    phone: es.validation.contactWay,
    careType: es.validation.careType,
    urgency: es.validation.urgency,
  });
  const bad = await json(await handler(post(application({ locale: "es", email: "not-an-address", phone: "12" }))), 400);
  assertEquals(bad.fields, { email: es.validation.email, phone: es.validation.phone });
  assertEquals(sent.length, 0);
});

Deno.test("Spanish: the document's problems, the unknown type and the submission id in Spanish", async () => {
  const { handler } = setup();
  const exe = { ...samples.pdf, filename: "run.exe" };
  assertEquals((await json(await handler(post(referral({ locale: "es", attachment: exe }))), 400)).fields, {
    attachment: es.validation.attachment.type,
  });
  const renamed = { ...samples.txt, filename: "notes.pdf", contentType: "application/pdf" };
  assertEquals((await json(await handler(post(referral({ locale: "es", attachment: renamed }))), 400)).fields, {
    attachment: es.validation.attachment.mismatch,
  });
  const unknown = await json(await handler(post({ ...referral({ locale: "es" }), type: "letter" })), 400);
  assertEquals(unknown, { error: es.answers.unknownType, fields: { type: es.validation.formType } });
  const noId = await json(await handler(post(referral({ locale: "es", submissionId: "1" }))), 400);
  assertEquals(noId.fields, { submissionId: es.validation.submissionId });
});

Deno.test("an unknown locale: 400 with a plain message, nothing stored or sent", async () => {
  const { handler, sent } = setup();
  for (const locale of ["fr", "ES", "es-MX", "", null, 1, ["es"]]) {
    const payload = referral({ locale });
    const body = await json(await handler(post(payload)), 400);
    assertEquals(body, { error: en.validation.locale, fields: { locale: en.validation.locale } }, String(locale));
    assertEquals(await (await testStore()).get(payload.submissionId), undefined);
  }
  // The site says the body's language in Content-Language: the refusal is then in that language.
  const hinted = await json(await handler(post(referral({ locale: "fr" }), { "Content-Language": "es" })), 400);
  assertEquals(hinted.error, es.validation.locale);
  assertEquals(sent.length, 0);
});

Deno.test("no locale is English: English messages, the row says en, e-mails as before", async () => {
  const { handler, sent } = setup({ FORM_ACKNOWLEDGE: "on" });
  const invalid = await json(await handler(post(referral({ referrerName: "" }))), 400);
  assertEquals(invalid.fields, { referrerName: en.validation.required.name });
  assertEquals(en.validation.required.name, "Please enter your name.");

  const payload = referral();
  assert(!("locale" in payload));
  const { reference } = await json(await handler(post(payload)), 200);
  const row = await (await testStore()).get(payload.submissionId);
  assertEquals(row?.payload.locale, "en");
  const [agency, ack] = sent;
  assertMatch(agency.subject, /^Referral VH-/);
  assert(agency.text.startsWith("New professional referral from the website.\n"));
  assert(!agency.text.includes(spanish.text) && !agency.html.includes("Spanish"));
  assertEquals(ack.subject, `We received your referral (${reference})`);
  assert(ack.text.startsWith(`${en.nextSteps.referral.heading}.\n`));
});

Deno.test("Spanish: the agency's e-mail stays English and says at the very top to answer in Spanish", async () => {
  for (const details of ["full", "minimal"]) {
    const { handler, sent } = setup({ FORM_EMAIL_DETAILS: details });
    const payload = referral({ locale: "es", urgency: "today", clientNeeds: ["respite"] });
    const { reference } = await json(await handler(post(payload)), 200);
    const [agency] = sent;
    assertEquals(sent.length, 1);
    assert(agency.subject.startsWith(`${spanish.tag} Referral ${reference} · Today`), agency.subject);
    assert(agency.text.startsWith(`${spanish.text}\n\nNew professional referral from the website.\n`), details);
    const notice = agency.html.indexOf(escapeHtml(spanish.text));
    assert(notice > agency.html.indexOf("<body") && notice < agency.html.indexOf("<h1"), `${details}: notice above the heading`);
    // The agency reads English: its field labels (field-labels.ts) and option labels (forms.en.json), not Spanish.
    assert(agency.text.includes("How soon is care needed?: Today"), details);
    if (details === "full") assert(agency.text.includes("Care needs:") && agency.text.includes("Respite Care"));
    assert(!agency.text.includes(es.options.referralUrgencies.today + "\n") && !agency.text.includes("Cuidado de relevo"));
  }
});

Deno.test("Spanish: the acknowledgment is all Spanish, and still holds nothing the sender typed", async () => {
  const cases = [
    [referral({ locale: "es" }), "referral", [es.phones.referral, es.phones.main]],
    [consultation({ locale: "es" }), "consultation", [es.phones.main]],
    [application({ locale: "es" }), "application", [es.phones.main]],
  ] as const;
  for (const [payload, type, lines] of cases) {
    const { handler, sent } = setup({ FORM_ACKNOWLEDGE: "on" });
    const { reference, promise } = await json(await handler(post(payload)), 200);
    assertMatch(reference, REFERENCE_PATTERN);
    const ack = sent[1];
    // The first step states the due time the answer promised, in Spanish.
    const next = { ...es.nextSteps[type], steps: stepsBy(es.nextSteps[type], new Date(promise.dueAt), "es") };
    assertEquals(ack.subject, es.acknowledgment.subject[type](reference));
    assert(ack.subject.startsWith("Recibimos su"), ack.subject);
    assert(ack.text.startsWith(`${next.heading}.\n\n${es.acknowledgment.reference}: ${reference}\n`), type);
    assert(ack.text.includes(`\n${es.acknowledgment.whatNext}:\n`), type);
    next.steps.forEach((step, i) => assert(ack.text.includes(`${i + 1}. ${step}\n`) && ack.html.includes(`<li>${escapeHtml(step)}</li>`), step));
    for (const phone of lines) {
      assert(ack.text.includes(`${phone.label}: ${phone.display}`), `${type} ${phone.label}`);
      assert(ack.html.includes(`${escapeHtml(phone.label)}: <a href="tel:${phone.tel}">`), `${type} ${phone.label}`);
    }
    const note = type === "application" ? es.acknowledgment.privacyNoteApplication : es.acknowledgment.privacyNote;
    assert(ack.text.includes(note) && ack.html.includes(escapeHtml(note)), type);
    assert(ack.html.includes('<html lang="es">'));
    // Not one English sentence of the acknowledgment is left.
    const english = [
      en.acknowledgment.reference,
      en.acknowledgment.whatNext,
      en.acknowledgment.privacyNote,
      en.acknowledgment.privacyNoteApplication,
      en.nextSteps[type].heading,
      en.nextSteps[type].phoneNote,
      ...en.nextSteps[type].steps,
      ...lines.map((p) => en.phones[(Object.keys(es.phones) as (keyof typeof es.phones)[]).find((k) => es.phones[k] === p)!].label),
    ];
    for (const words of english) assert(!ack.text.includes(words) && !ack.html.includes(escapeHtml(words)), `${type}: ${words}`);
    assertEquals(leaks(ack.text + ack.html + ack.subject, valid(payload)), [], type);
  }
});

Deno.test("Spanish: the stored row keeps the language", async () => {
  const { handler } = setup();
  const payload = consultation({ locale: "es" });
  await json(await handler(post(payload)), 200);
  const row = await (await testStore()).get(payload.submissionId);
  assertEquals(row?.payload.locale, "es");
});

Deno.test("Spanish: the answers before and after the body is read are in Spanish too", async () => {
  let now = 1_000_000;
  const { handler } = setup({ FORM_RATE_LIMIT_PER_MINUTE: "1" }, { now: () => now });
  const hint = { "Content-Language": "es", "X-Forwarded-For": "203.0.113.9" };
  assertEquals((await handler(post(referral({ locale: "es" }), hint))).status, 200);
  assertEquals(await json(await handler(post(referral({ locale: "es" }), hint)), 429), { error: es.answers.rateLimited });
  // Without the header the rate limit cannot know the language yet: English, as before.
  now += 1;
  const english = await json(await handler(post(referral(), { "X-Forwarded-For": "203.0.113.9" })), 429);
  assertEquals(english, { error: answers.rateLimited });
  assertEquals(await json(await handler(post("{not json", { "Content-Language": "es-US" })), 400), { error: es.answers.badJson });

  const broken = { save: () => Promise.reject(new Error("down")) };
  const down = setup({}, { store: broken as unknown as SubmissionStore });
  // The payload's language wins over a header that says otherwise.
  const res = await down.handler(post(referral({ locale: "es" }), { "Content-Language": "en" }));
  assertEquals(await json(res, 503), { error: es.answers.store });
});

Deno.test("the Spanish copy has every string, none left empty or in English", () => {
  const strings = (value: unknown, path: string): [string, string][] =>
    typeof value === "string"
      ? [[path, value]]
      : typeof value === "function"
      ? [[path, String(value("X"))]]
      : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
      : [];
  const spanishStrings = new Map(strings(es, "es").map(([p, s]) => [p.slice(3), s]));
  const englishStrings = strings(en, "en").map(([p, s]) => [p.slice(3), s] as const);
  assertEquals([...spanishStrings.keys()].sort(), englishStrings.map(([p]) => p).sort());
  // The same words are fine only where they are not English: phone numbers and a program's name.
  const same = englishStrings.filter(([p, s]) => spanishStrings.get(p) === s).map(([p]) => p);
  assertEquals(same.filter((p) => !/\.(display|tel)$/.test(p)), ["options.payers.medi-cal"]);
  for (const [path, text] of spanishStrings) assert(text.trim() !== "", path);
});
