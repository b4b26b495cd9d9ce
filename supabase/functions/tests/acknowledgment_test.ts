/**
 * The sender's acknowledgment: to whom, the reference, next steps and phones, a consultation's
 * answers about the call, and nothing they typed.
 */
import fc from "fast-check";
import { assert, assertEquals } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import type { Payload } from "../_shared/schemas.ts";
import { type AcknowledgmentOptions, buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import { escapeHtml } from "../send-form-email/email.ts";
import { application, callback, consultation, referral } from "./helpers.ts";
import { fullConsultation, fullReferral, leaks, valid } from "./submitted.ts";

const { nextSteps, phones } = intakeCopy.en;
/** The consultation's answers about the call: all the acknowledgment may repeat. */
const CALL_ANSWERS = ["bestTime", "neededBy", "relationship"];

const REF = "VH-7K3Q9F";
const options: AcknowledgmentOptions = { from: "VitalHealth <forms@agency.example>", reference: REF, replyTo: "intake@agency.example" };

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
    next.steps.forEach((step, i) => {
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
  assert(mail.text.includes(`Your reference: ${REF}\n\n${block}\n`), mail.text);
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
      attachment: undefined,
    };
    assertEquals(buildAcknowledgment(changed, options), buildAcknowledgment(base, options));
  }), { numRuns: 200 });
  const consult = fullConsultation();
  fc.assert(fc.property(text, text, fc.constantFrom("personal", "memory", "discharge", "unsure"), (name, other, careType) => {
    const changed = { ...consult, firstName: name, lastName: name, phone: other, message: other, zip: other, careType, urgency: "week" as const };
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
