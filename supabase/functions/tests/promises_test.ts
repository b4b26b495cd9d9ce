/**
 * Promises true at the hour they are made: when a reply is due by form and urgency, the
 * office's state and next opening, at the edges of the office's hours (Friday 5:59 and 6:00 PM,
 * Saturday's 4 PM close, Sunday, the clocks going back), and the same due time in the function's
 * answer, the stored row and the acknowledgment, with the function's clock fixed.
 */
import { assert, assertEquals } from "./assert.ts";
import { agency } from "../_shared/agency.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import { dueWords } from "../_shared/due-words.ts";
import { closedNote, stepsBy } from "../_shared/promise-words.ts";
import { isUrgent, officeAt, promiseAnswer, replyDueFor, replyTimeFor } from "../_shared/reply-due.ts";
import { buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import { post, setup, testStore } from "./helpers.ts";
import { fullConsultation, fullReferral, valid } from "./submitted.ts";
import { callback, consultation, referral } from "./helpers.ts";

// San Diego is UTC-8 in November (PST), UTC-7 until the clocks go back on Sunday 1 November 2026.
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();
const FRI_559 = at("2026-11-28T01:59:00Z"); // Friday 27 November, 5:59 PM
const FRI_600 = at("2026-11-28T02:00:00Z"); // Friday, 6:00 PM: closed
const FRI_840 = at("2026-11-28T04:40:00Z"); // Friday, 8:40 PM
const SAT_1559 = at("2026-11-28T23:59:00Z"); // Saturday, 3:59 PM
const SAT_1600 = at("2026-11-29T00:00:00Z"); // Saturday, 4:00 PM: closed until Monday
const SUN_NOON = at("2026-11-29T20:00:00Z"); // Sunday, closed all day
const WED_10 = at("2026-11-25T18:00:00Z"); // Wednesday, 10:00 AM

const today = (over: Record<string, unknown> = {}) => fullReferral({ urgency: "today", ...over });
const in48h = (over: Record<string, unknown> = {}) => fullReferral({ urgency: "48h", ...over });

Deno.test("urgency: a referral for today and a consultation for 'Immediately' are urgent, nothing else", () => {
  assert(isUrgent(today()) && isUrgent(fullConsultation({ urgency: "immediate" })));
  for (const u of ["48h", "week", "planning"]) assert(!isUrgent(fullReferral({ urgency: u })), u);
  for (const u of ["week", "month", "planning"]) assert(!isUrgent(fullConsultation({ urgency: u })), u);
  assert(!isUrgent({ type: "callback" }) && !isUrgent({ type: "application", urgency: "today" }));
  // The urgent referral's own promise is agency.json's, shorter than the usual one, in the same unit.
  assertEquals(replyTimeFor(today()), agency.urgentReplyWithin.referral);
  assertEquals(replyTimeFor(in48h()), agency.replyWithin.referral);
  assert(agency.urgentReplyWithin.referral.amount < agency.replyWithin.referral.amount);
  assert(agency.ownerToConfirm?.some((o) => o.field === "urgentReplyWithin.referral"), "marked for the owner to confirm");
});

Deno.test("due times at Friday's close: 5:59 PM still counts a minute, 6:00 PM starts on Saturday at 9", () => {
  assertEquals(iso(replyDueFor(in48h(), FRI_559)), "2026-11-28T18:59:00.000Z"); // Saturday 10:59 AM
  assertEquals(iso(replyDueFor(in48h(), FRI_600)), "2026-11-28T19:00:00.000Z"); // Saturday 11:00 AM
  assertEquals(iso(replyDueFor(today(), FRI_559)), "2026-11-28T17:59:00.000Z"); // Saturday 9:59 AM
  assertEquals(iso(replyDueFor(today(), FRI_600)), "2026-11-28T18:00:00.000Z"); // Saturday 10:00 AM
  assertEquals(iso(replyDueFor(today(), FRI_840)), "2026-11-28T18:00:00.000Z");
  // Around the clock: a consultation is due 24 hours later whatever the hour.
  assertEquals(iso(replyDueFor(fullConsultation({ urgency: "week" }), FRI_840)), "2026-11-29T04:40:00.000Z");
  assertEquals(iso(replyDueFor(valid(callback()), FRI_600)), "2026-11-29T02:00:00.000Z");
});

Deno.test("due times at Saturday's 4 PM close and on Sunday go to Monday at 8", () => {
  assertEquals(iso(replyDueFor(in48h(), SAT_1559)), "2026-11-30T17:59:00.000Z"); // Monday 9:59 AM
  assertEquals(iso(replyDueFor(in48h(), SAT_1600)), "2026-11-30T18:00:00.000Z"); // Monday 10:00 AM
  assertEquals(iso(replyDueFor(today(), SAT_1600)), "2026-11-30T17:00:00.000Z"); // Monday 9:00 AM
  assertEquals(iso(replyDueFor(today(), SUN_NOON)), "2026-11-30T17:00:00.000Z");
});

Deno.test("due times across the clocks going back (Sunday 1 November 2026)", () => {
  // Saturday 31 October, 3:30 PM PDT: half an hour that day, the rest from Monday 8:00 AM PST.
  const sat = at("2026-10-31T22:30:00Z");
  assertEquals(iso(replyDueFor(in48h(), sat)), "2026-11-02T17:30:00.000Z"); // Monday 9:30 AM PST
  assertEquals(iso(replyDueFor(today(), sat)), "2026-11-02T16:30:00.000Z"); // Monday 8:30 AM PST
  assertEquals(iso(officeAt(at("2026-11-01T19:00:00Z")).open ? new Date(0) : (officeAt(at("2026-11-01T19:00:00Z")) as { opensAt: Date }).opensAt), "2026-11-02T16:00:00.000Z");
  // And forward (Sunday 8 March 2026): Saturday 3:30 PM PST, Monday 9:30 AM PDT.
  assertEquals(iso(replyDueFor(in48h(), at("2026-03-07T23:30:00Z"))), "2026-03-09T16:30:00.000Z");
});

Deno.test("the office: open until 5:59 PM on Friday, then closed until Saturday 9 AM; Saturday 4 PM until Monday 8 AM", () => {
  assertEquals(officeAt(FRI_559), { open: true });
  assertEquals(officeAt(FRI_600), { open: false, opensAt: at("2026-11-28T17:00:00Z") });
  assertEquals(officeAt(FRI_840), { open: false, opensAt: at("2026-11-28T17:00:00Z") });
  assertEquals(officeAt(SAT_1559), { open: true });
  assertEquals(officeAt(SAT_1600), { open: false, opensAt: at("2026-11-30T16:00:00Z") });
  assertEquals(officeAt(SUN_NOON), { open: false, opensAt: at("2026-11-30T16:00:00Z") });
  assertEquals(officeAt(at("2026-11-30T15:59:00Z")), { open: false, opensAt: at("2026-11-30T16:00:00Z") }); // Monday 7:59 AM
  assertEquals(officeAt(WED_10), { open: true });
});

Deno.test("the answer's promise: the due time, the urgency, and when closed when the office opens", () => {
  assertEquals(promiseAnswer(today(), FRI_840), { dueAt: "2026-11-28T18:00:00.000Z", urgent: true, opensAt: "2026-11-28T17:00:00.000Z" });
  assertEquals(promiseAnswer(in48h(), WED_10), { dueAt: "2026-11-25T20:00:00.000Z", urgent: false });
  // A stored due time wins over the rule (a row stored before a change of agency.json keeps its promise).
  assertEquals(promiseAnswer(in48h(), WED_10, at("2026-11-25T21:00:00Z")).dueAt, "2026-11-25T21:00:00.000Z");
});

Deno.test("due times read in the sender's language, in San Diego time", () => {
  const due = at("2026-11-28T18:15:00Z");
  assertEquals(dueWords(due, "en").replace(/\s/g, " "), "Saturday, November 28 at 10:15 AM");
  assertEquals(dueWords(due, "es").replace(/\s/g, " "), "sábado, 28 de noviembre, 10:15 a.m.");
  // Not the machine's zone: the same words with TZ set elsewhere would differ only if the zone were not fixed.
  assertEquals(dueWords(at("2026-11-28T07:30:00Z"), "en").replace(/\s/g, " "), "Friday, November 27 at 11:30 PM");
});

Deno.test("acknowledgment: a 'Today' referral after hours says the office is closed, when it opens, the 24-hour line first, and the due time", () => {
  for (const locale of ["en", "es"] as const) {
    const copy = intakeCopy[locale];
    const options = { from: "f@agency.example", reference: "VH-7K3Q9F", replyTo: "r@agency.example" };
    const mail = buildAcknowledgment(today({ locale }), { ...options, at: FRI_840 })!;
    const note = closedNote(copy.todayClosed, at("2026-11-28T17:00:00Z"), locale);
    const line = `${copy.phones.referral.label}: ${copy.phones.referral.display}`;
    const steps = stepsBy(copy.nextSteps.referral, at("2026-11-28T18:00:00Z"), locale);
    // The note and the line come right after the reference, before the steps.
    assert(mail.text.includes(`${note}\n${line}`), mail.text);
    assert(mail.text.indexOf(note) < mail.text.indexOf(`1. ${steps[0]}`), mail.text);
    assert(mail.text.includes(`1. ${steps[0]}\n`), mail.text);
    assert(mail.html.includes("<strong>") && mail.html.includes(note.replace(/&/g, "&amp;")), mail.html);
    assert(steps[0].includes(dueWords(at("2026-11-28T18:00:00Z"), locale)));
    // Sent while the office is open, or not urgent: no note.
    assert(!buildAcknowledgment(today({ locale }), { ...options, at: WED_10 })!.text.includes(note.split(" ")[0] + " " + note.split(" ")[1] + " " + note.split(" ")[2] + " " + note.split(" ")[3]));
    assert(!buildAcknowledgment(in48h({ locale }), { ...options, at: FRI_840 })!.text.includes(copy.todayClosed.slice(0, 20)));
  }
});

Deno.test("the function's answer, its row and its acknowledgment state the same due time, by the function's own clock", async () => {
  const shared = await testStore();
  for (const [payload, received, due, opensAt] of [
    // As a browser sends them (no start date: the fixtures' fixed one would be past by the real clock the form is checked by).
    [referral({ urgency: "today", locale: "es" }), FRI_840, "2026-11-28T18:00:00.000Z", "2026-11-28T17:00:00.000Z"],
    [referral({ urgency: "48h" }), FRI_559, "2026-11-28T18:59:00.000Z", undefined],
    [consultation({ email: "family@example.com" }), SUN_NOON, "2026-11-30T20:00:00.000Z", "2026-11-30T16:00:00.000Z"],
  ] as const) {
    const store = new SubmissionStore(shared.db, { now: () => received });
    const { handler, sent } = setup({ FORM_ACKNOWLEDGE: "on" }, { store });
    const res = await handler(post(payload));
    const body = await res.json();
    assertEquals(res.status, 200, JSON.stringify(body));
    assertEquals(body.promise, { dueAt: due, urgent: isUrgent(payload as { type: "referral"; urgency: string }), ...(opensAt ? { opensAt } : {}) });
    const [row] = await shared.db.query<{ reply_due_at: Date | string; created_at: Date | string }>(
      "select reply_due_at, created_at from public.form_submissions where reference = $1",
      [body.reference],
    );
    assertEquals(new Date(row.reply_due_at).toISOString(), due);
    assertEquals(new Date(row.created_at).toISOString(), received.toISOString());
    const ack = sent.find((m) => m.subject.includes(body.reference) && m.to !== "intake@agency.example" && m.text.includes(body.reference));
    assert(ack, "an acknowledgment");
    const lang = (payload as { locale?: string }).locale ?? "en";
    assert(sent.some((m) => m.text.includes(dueWords(new Date(due), lang))), `the due time in an e-mail: ${dueWords(new Date(due), lang)}`);
    // Sent again (the same submissionId): the first answer's promise.
    const again = await (await handler(post(payload))).json();
    assertEquals(again.promise, body.promise);
  }
});
