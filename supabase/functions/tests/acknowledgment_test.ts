/** The sender's acknowledgment: to whom, the reference, next steps and phones, and nothing they typed. */
import fc from "fast-check";
import { assert, assertEquals } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import type { Payload } from "../_shared/schemas.ts";
import { type AcknowledgmentOptions, buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import { escapeHtml } from "../send-form-email/email.ts";
import { application, consultation, referral } from "./helpers.ts";
import { fullReferral, leaks, valid } from "./submitted.ts";

const { nextSteps, phones } = intakeCopy.en;

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
    [valid(consultation()), "consultation", [phones.call, phones.main]],
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

Deno.test("never anything the sender typed or chose: no care needs, notes, names, document, free text", () => {
  for (const payload of [fullReferral(), fullReferral({ urgency: "week", payer: "va" }), valid(consultation()), valid(application())]) {
    const mail = ack(payload);
    const all = mail.subject + mail.text + mail.html + JSON.stringify(mail.attachments);
    // The address it goes to is the only submitted value in the message, and only as its recipient.
    assertEquals(leaks(all, payload), [], payload.type);
    assert(!all.includes(payload.submissionId), "not the submission id either");
  }
});

Deno.test("the acknowledgment depends on nothing but the form type and the address it goes to", () => {
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
