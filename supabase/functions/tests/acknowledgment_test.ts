/**
 * The sender's acknowledgment: to whom, the reference, next steps and phones, a consultation's
 * answers about the call, and nothing they typed.
 */
import fc from "fast-check";
import { assert, assertEquals, assertThrows } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import type { Payload } from "../_shared/schemas.ts";
import { isOfficeOpen } from "../_shared/line-now.ts";
import { stepsBy } from "../_shared/promise-words.ts";
import { replyDueFor } from "../_shared/reply-due.ts";
import { type AcknowledgmentOptions, buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import { escapeHtml } from "../send-form-email/email.ts";
import { application, callback, consultation, onClock, referral } from "./helpers.ts";
import { fullConsultation, fullReferral, leaks, valid } from "./submitted.ts";

const { nextSteps, phones } = intakeCopy.en;
/** The consultation's answers about the call: all the acknowledgment may repeat. */
const CALL_ANSWERS = ["bestTime", "neededBy", "relationship"];

const OPEN = new Date("2026-11-25T18:00:00Z"); // Wednesday 10:00 in San Diego
const CLOSED = [
  new Date("2026-11-26T06:00:00Z"), // Wednesday 22:00
  new Date("2026-11-29T20:00:00Z"), // Sunday 12:00: closed all day
];

const REF = "VH-7K3Q9F";
/** `at`: when the request was received, as the stored row has it. */
const options: AcknowledgmentOptions = { from: "VitalHealth <forms@agency.example>", reference: REF, replyTo: "intake@agency.example", at: OPEN };

function ack(payload: Payload, over: Partial<AcknowledgmentOptions> = {}) {
  const mail = buildAcknowledgment(payload, { ...options, ...over });
  assert(mail, "an acknowledgment");
  return mail;
}

Deno.test("referral: to the referrer, from and reply-to the agency, the reference in subject and both bodies", () => {
  const mail = ack(fullReferral());
  assertEquals([mail.to, mail.from, mail.replyTo], ["dana@example.com", options.from, options.replyTo]);
  assertEquals(mail.subject, `We received your referral (${REF})`);
  assert(mail.text.includes(`Your reference: ${REF}\n`));
  assert(mail.html.includes(`Your reference: <strong>${REF}</strong>`));
  assertEquals(mail.attachments, []);
});

Deno.test("each form: its next steps, its phone line with the note, and the main line", () => {
  const cases = [
    [fullReferral(), "referral", [phones.referral, phones.main]],
    [valid(consultation()), "consultation", [phones.main]],
    [valid(application()), "application", [phones.main]],
  ] as const;
  for (const [payload, type, lines] of cases) {
    const mail = ack(payload);
    const next = nextSteps[type];
    assert(mail.text.startsWith(`${next.heading}.\n`), type);
    assert(mail.html.includes(`>${escapeHtml(next.heading)}</h1>`), type);
    // The first step states the due time the rule gives for the moment it was received.
    stepsBy(next, replyDueFor(payload, OPEN), "en").forEach((step, i) => {
      assert(mail.text.includes(`${i + 1}. ${step}\n`), step);
      assert(mail.html.includes(`<li>${escapeHtml(step)}</li>`), step);
    });
    assert(mail.text.includes(next.phoneNote) && mail.html.includes(escapeHtml(next.phoneNote)), type);
    for (const phone of lines) {
      assert(mail.text.includes(`${phone.label}: ${phone.display}`), `${type} ${phone.label}`);
      assert(mail.html.includes(`<a href="tel:${phone.tel}">${escapeHtml(phone.display)}</a>`), `${type} ${phone.label}`);
    }
    // The main line once, even when it is the form's own line.
    assertEquals(mail.text.split(phones.main.display).length - 1, 1, type);
    // It closes on what it leaves out, in words for its reader: an applicant sent no care details.
    const note = type === "application" ? intakeCopy.en.acknowledgment.privacyNoteApplication : intakeCopy.en.acknowledgment.privacyNote;
    assert(mail.text.trimEnd().endsWith(note) && mail.html.includes(escapeHtml(note)), type);
    assertEquals(/\bcare details\b/.test(mail.text), type !== "application", type);
  }
});

Deno.test("subjects name what was sent", () => {
  assertEquals(ack(valid(consultation())).subject, `We received your consultation request (${REF})`);
  assertEquals(ack(valid(application())).subject, `We received your application (${REF})`);
});

Deno.test("to the sender's own address: the consultation's e-mail, none when only a phone was given", () => {
  assertEquals(ack(valid(consultation())).to, "maria@example.com");
  assertEquals(ack(valid(application())).to, "chris@example.com");
  assertEquals(buildAcknowledgment(valid(consultation({ email: "" })), options), null);
});

Deno.test("a callback request has no address: never an acknowledgment, whatever it carries", () => {
  assertEquals(buildAcknowledgment(valid(callback()), options), null);
  assertEquals(buildAcknowledgment(valid(callback({ locale: "es", bestTime: "any", zip: "" })), options), null);
  // Not even an address smuggled in beside its fields (the schema drops it; the builder ignores it).
  assertEquals(buildAcknowledgment({ ...valid(callback()), email: "maria@example.com" } as Payload, options), null);
});

Deno.test("consultation: the answers about the call, labelled, between the reference and the next steps", () => {
  const mail = ack(fullConsultation());
  const block = [
    "About the call:",
    "Best time to call: Afternoon",
    "Care needed by: Tuesday, November 24, 2026",
    "Who needs care: My parent",
    "",
    "What happens next:",
  ].join("\n");
  // (Under the reference, when it was sent: receipt_test.ts.)
  assert(mail.text.includes(`Your reference: ${REF}\nSent Wednesday, November 25, 2026 at 10:00 AM\n\n${block}\n`), mail.text);
  assert(mail.html.includes("<h2 style=\"font-size:17px\">About the call</h2>"));
  assert(mail.html.includes("<li>Best time to call: Afternoon</li><li>Care needed by: Tuesday, November 24, 2026</li><li>Who needs care: My parent</li>"));
  // Only those given; none at all, no heading.
  const some = ack(fullConsultation({ relationship: "", bestTime: "" }));
  assert(some.text.includes("About the call:\nCare needed by: Tuesday, November 24, 2026\n\n"), some.text);
  const none = ack(valid(consultation()));
  assert(!none.text.includes("About the call") && !none.html.includes("About the call"));
  // Never the care type (memory care is a health detail), the ZIP, a name or the message.
  assertEquals(leaks(mail.subject + mail.text + mail.html, fullConsultation(), CALL_ANSWERS), []);
  assert(!mail.text.includes("Memory") && !mail.text.includes("92103"));
});

Deno.test("consultation in Spanish: the answers about the call in Spanish", () => {
  const es = intakeCopy.es;
  const mail = ack(fullConsultation({ locale: "es" }));
  assert(mail.text.includes(`${es.acknowledgment.yourAnswers}:\n`), mail.text);
  assert(mail.text.includes(`${es.fieldLabels.bestTime}: ${es.options.bestTimes.afternoon}\n`), mail.text);
  assert(mail.text.includes(`${es.fieldLabels.neededBy}: martes, 24 de noviembre de 2026\n`), mail.text);
  assert(mail.text.includes(`${es.fieldLabels.relationship}: ${es.options.relationships.parent}\n`), mail.text);
  assert(!mail.text.includes("Afternoon") && !mail.text.includes("About the call") && !mail.text.includes("My parent"));
});

Deno.test("an answer that is not on its list or not a date is never echoed", () => {
  const odd = { ...fullConsultation(), bestTime: "<b>3 am</b>", relationship: "toString", neededBy: "2026-02-30" } as unknown as Payload;
  const mail = ack(odd);
  assert(!mail.text.includes("About the call"), mail.text);
  assert(!mail.html.includes("3 am") && !mail.html.includes("toString") && !mail.html.includes("2026-02-30"));
});

Deno.test("never anything the sender typed or chose but the answers about the call: no care needs, notes, names, document, free text", () => {
  for (const payload of [fullReferral(), fullReferral({ urgency: "week", payer: "va" }), valid(consultation()), fullConsultation(), valid(application())]) {
    const mail = ack(payload);
    const all = mail.subject + mail.text + mail.html + JSON.stringify(mail.attachments);
    // The address it goes to is the only other submitted value in the message, and only as its recipient.
    assertEquals(leaks(all, payload, CALL_ANSWERS), [], payload.type);
    assert(!all.includes(payload.submissionId), "not the submission id either");
  }
});

Deno.test("the acknowledgment depends on nothing but the form type, the address and the answers about the call", () => {
  const text = fc.string({ minLength: 1, maxLength: 40 });
  const base = fullReferral();
  fc.assert(fc.property(text, text, text, (name, notes, other) => {
    const changed = {
      ...base,
      referrerName: name,
      referrerOrganization: other,
      clientName: name,
      additionalNotes: notes,
      preferredLanguage: other,
      clientZip: other,
      startDate: other,
      familyContact: { name: other, phone: other },
      // The document's name: only its kind and size are told (receipt_test.ts).
      attachment: base.attachment && { ...base.attachment, filename: `${name}.pdf` },
    };
    assertEquals(buildAcknowledgment(changed, options), buildAcknowledgment(base, options));
  }), { numRuns: 200 });
  // Care needed now changes what happens next (below); any other urgency does not.
  const consult = fullConsultation({ urgency: "week" });
  const careTypes = fc.constantFrom("personal", "memory", "discharge", "unsure");
  const urgencies = fc.constantFrom("week", "month", "planning");
  fc.assert(fc.property(text, text, careTypes, urgencies, (name, other, careType, urgency) => {
    const changed = { ...consult, firstName: name, lastName: name, phone: other, message: other, zip: other, careType, urgency };
    assertEquals(buildAcknowledgment(changed, options), buildAcknowledgment(consult, options));
  }), { numRuns: 200 });
});

Deno.test("an address that could break a header is not written to", () => {
  for (const address of ["dana@example.com\r\nBcc: x@example.com", "dana\u0085@example.com", "dana@exam\u202eple.com", "not-an-address"]) {
    const raw = referral({ referrerEmail: address }) as unknown as Payload;
    assertEquals(buildAcknowledgment(raw, options), null, JSON.stringify(address));
  }
});

Deno.test("the reference and every line are escaped in the HTML; the subject stays one line", () => {
  const mail = ack(fullReferral(), { reference: "VH-<b>\r\nBcc: x" });
  assert(mail.html.includes("VH-&lt;b&gt;"), "escaped");
  assert(!mail.html.includes("<b>"), "no markup from the reference");
  assertEquals(mail.subject, "We received your referral (VH-<b> Bcc: x)");
});

Deno.test("the same submission always builds the same acknowledgment (idempotency)", () => {
  const payload = fullReferral();
  assertEquals(buildAcknowledgment(payload, options), buildAcknowledgment(structuredClone(payload), options));
});

Deno.test("care needed now, sent while the office was open: call the main line now rather than wait, then the line answered 24 hours a day, in both bodies and both languages", () => {
  for (const locale of ["en", "es"] as const) {
    const copy = intakeCopy[locale];
    const now = copy.acknowledgment.callNow;
    const usual = copy.nextSteps.consultation;
    const mail = ack(fullConsultation({ locale }), { at: OPEN });
    assert(mail.text.startsWith(`${usual.heading}.\n`), locale);
    assert(mail.text.includes(`1. ${now.first}\n`), mail.text);
    assert(mail.html.includes(`<ol><li>${escapeHtml(now.first)}</li>`), locale);
    usual.steps.slice(1).forEach((step, i) => assert(mail.text.includes(`${i + 2}. ${step}\n`) && mail.html.includes(`<li>${escapeHtml(step)}</li>`), step));
    // Not the promise of a call within a day, nor the note for a visitor who can wait.
    for (const words of [usual.steps[0], usual.phoneNote, now.closed]) {
      assert(!mail.text.includes(words) && !mail.html.includes(escapeHtml(words)), `${locale}: ${words}`);
    }
    const { emergency, main } = copy.phones;
    // The office's line first; then, for a reader who opens the e-mail after hours, the one answered around the clock.
    assert(mail.text.includes(`${now.open}\n${main.label}: ${main.display}\n${emergency.label}: ${emergency.display} (${emergency.note})\n`), mail.text);
    const note = mail.html.indexOf(`<p>${escapeHtml(now.open)}</p>`);
    const office = mail.html.indexOf(`<p>${escapeHtml(main.label)}: <a href="tel:${main.tel}">`);
    const anyHour = mail.html.indexOf(`<p>${escapeHtml(emergency.label)}: <a href="tel:${emergency.tel}">${escapeHtml(emergency.display)}</a>`);
    assert(note > 0 && note < office && office < anyHour, locale);
    // Each line once.
    for (const line of [main, emergency]) {
      assertEquals(mail.text.split(line.display).length - 1, 1, `${locale} ${line.label}`);
      assertEquals(mail.html.split(`tel:${line.tel}`).length - 1, 1, `${locale} ${line.label}`);
    }
  }
});

Deno.test("care needed now, sent while the office was closed: call the line answered 24 hours a day (the page's closed line), then the main line", () => {
  for (const locale of ["en", "es"] as const) {
    const copy = intakeCopy[locale];
    const now = copy.acknowledgment.callNow;
    const usual = copy.nextSteps.consultation;
    const { emergency, main } = copy.phones;
    for (const at of CLOSED) {
      const mail = ack(fullConsultation({ locale }), { at });
      const when = `${locale} ${at.toISOString()}`;
      assert(mail.text.includes(`1. ${now.first}\n`), when);
      assert(mail.html.includes(`<li>${escapeHtml(now.first)}</li>`), when);
      for (const words of [usual.steps[0], usual.phoneNote, now.open]) {
        assert(!mail.text.includes(words) && !mail.html.includes(escapeHtml(words)), `${when}: ${words}`);
      }
      assert(mail.text.includes(`${now.closed}\n${emergency.label}: ${emergency.display} (${emergency.note})\n${main.label}: ${main.display}\n`), mail.text);
      const note = mail.html.indexOf(`<p>${escapeHtml(now.closed)}</p>`);
      const line = mail.html.indexOf(`<p>${escapeHtml(emergency.label)}: <a href="tel:${emergency.tel}">${escapeHtml(emergency.display)}</a>`);
      assert(note > 0 && note < line && line < mail.html.indexOf(`tel:${main.tel}`), when);
    }
  }
});

Deno.test("care needed now in Spanish: not one English sentence of it", () => {
  const { callNow } = intakeCopy.en.acknowledgment;
  for (const at of [OPEN, ...CLOSED]) {
    const mail = ack(fullConsultation({ locale: "es" }), { at });
    for (const words of Object.values(callNow)) assert(!mail.text.includes(words) && !mail.html.includes(escapeHtml(words)), words);
  }
});

Deno.test("any other urgency: the usual consultation steps and line, whatever the hour; only the due time moves with it", () => {
  for (const locale of ["en", "es"] as const) {
    const copy = intakeCopy[locale];
    const usual = copy.nextSteps.consultation;
    for (const urgency of ["week", "month", "planning"]) {
      const payload = fullConsultation({ locale, urgency });
      for (const at of [OPEN, ...CLOSED]) {
        const mail = ack(payload, { at });
        const steps = stepsBy(usual, replyDueFor(payload, at), locale);
        // 24 hours around the clock: due at the same time the next day.
        assertEquals(replyDueFor(payload, at).getTime() - at.getTime(), 24 * 3600_000);
        steps.forEach((step, i) => assert(mail.text.includes(`${i + 1}. ${step}\n`) && mail.html.includes(`<li>${escapeHtml(step)}</li>`), `${locale} ${urgency} ${step}`));
        assert(mail.text.includes(`${usual.phoneNote}\n${copy.phones.main.label}: ${copy.phones.main.display}\n`), mail.text);
        assert(!mail.text.includes(copy.acknowledgment.callNow.first) && !mail.text.includes(copy.phones.emergency.display), `${locale} ${urgency}`);
      }
    }
  }
});

Deno.test("the words say when the request was sent, not when the e-mail is built or read", () => {
  for (const locale of ["en", "es"] as const) {
    const { callNow } = intakeCopy[locale].acknowledgment;
    for (const words of [callNow.open, callNow.closed]) {
      assert(!/as we send this|mientras le enviamos/i.test(words), `${locale}: ${words}`);
    }
  }
  assert(intakeCopy.en.acknowledgment.callNow.open.startsWith("Our office was open when you sent your request"));
  assert(intakeCopy.en.acknowledgment.callNow.closed.startsWith("Our office was closed when you sent your request"));
  assert(intakeCopy.es.acknowledgment.callNow.open.startsWith("Nuestra oficina estaba abierta cuando usted envió su solicitud"));
  assert(intakeCopy.es.acknowledgment.callNow.closed.startsWith("Nuestra oficina estaba cerrada cuando usted envió su solicitud"));
});

Deno.test("care needed now: the time received decides, never the clock; the same submission builds the same acknowledgment whenever it is built", async () => {
  for (const received of [OPEN, ...CLOSED]) {
    const payload = fullConsultation();
    const expected = ack(payload, { at: received });
    assertEquals(expected.text.includes(intakeCopy.en.acknowledgment.callNow.open), isOfficeOpen(received), received.toISOString());
    // Built again and again, with the clock stopped on either side of the office's hours, and running.
    for (const clock of [OPEN, ...CLOSED]) {
      const mail = await onClock(clock, () => ack(structuredClone(payload), { at: new Date(received) }));
      assertEquals(mail, expected, `received ${received.toISOString()}, built ${clock.toISOString()}`);
    }
    const first = ack(payload, { at: received });
    await new Promise((r) => setTimeout(r, 5));
    assertEquals(ack(payload, { at: received }), first);
  }
});

Deno.test("without the time received there is no acknowledgment to build, rather than one dated by the clock", () => {
  const { from, reference, replyTo } = options;
  for (const payload of [fullConsultation(), fullReferral(), valid(application())]) {
    // @ts-expect-error: `at` is required
    assertThrows(() => buildAcknowledgment(payload, { from, reference, replyTo }), TypeError);
    assertThrows(() => buildAcknowledgment(payload, { from, reference, replyTo, at: new Date("not a date") }), TypeError);
  }
});
