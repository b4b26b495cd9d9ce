/**
 * Validated payloads for the message builders' tests, and every value a sender submitted in them:
 * what the minimal e-mail and the acknowledgment must never carry.
 */
import { assert } from "./assert.ts";
import { englishOptions } from "../_shared/form-fields.ts";
import { labelOf } from "../_shared/form-options.ts";
import { addDays, agencyToday, type Payload } from "../_shared/schemas.ts";
import { readableDate } from "../send-form-email/email.ts";
import { validatePayload } from "../send-form-email/validate.ts";
import { consultation, referral, samples } from "./helpers.ts";

const { bestTimes, careNeeds, careTypes, payers, positions, referralUrgencies, relationships, urgencies } = englishOptions;

/** A payload as the handler has it: through the schema, so defaults and normalisation apply. */
export function valid(raw: Record<string, unknown>): Payload {
  const checked = validatePayload(raw);
  assert(checked.ok, JSON.stringify(checked));
  return checked.payload;
}

/** The start date the examples use; set after validation, which only accepts dates from today on. */
export const START_DATE = "2026-11-24";

/** A referral with every field filled in, the optional intake fields and a document included. */
export function fullReferral(over: Record<string, unknown> = {}): Payload & { type: "referral" } {
  const payload = valid(referral({
    referrerOrganization: "Sharp Memorial Hospital",
    startDate: addDays(agencyToday(), 1),
    urgency: "today",
    payer: "ltc-insurance",
    clientZip: "92123",
    preferredLanguage: "Tagalog",
    familyContact: { name: "Ana Daughter", phone: "(619) 555-0177" },
    attachment: { ...samples.pdf, filename: "robert-client-discharge.pdf" },
    ...over,
  }));
  assert(payload.type === "referral");
  return { ...payload, startDate: START_DATE };
}

/** A consultation with every field filled in, the answers about the call included. */
export function fullConsultation(over: Record<string, unknown> = {}): Payload & { type: "consultation" } {
  const payload = valid(consultation({
    careType: "memory",
    urgency: "immediate",
    neededBy: addDays(agencyToday(), 1),
    bestTime: "afternoon",
    relationship: "parent",
    zip: "92103",
    ...over,
  }));
  assert(payload.type === "consultation");
  return { ...payload, neededBy: START_DATE };
}

/** Every string the sender typed or chose, as submitted and as the e-mail would show it. */
export function submittedValues(payload: Payload): Record<string, string[]> {
  const p = payload as Record<string, unknown>;
  const values: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(p)) {
    // Set by the site, not typed: the page's language.
    if (key === "type" || key === "honeypot" || key === "locale") continue;
    if (typeof value === "string" && value !== "") values[key] = [value, ...value.split("\n")];
  }
  if (payload.type === "referral") {
    values.clientNeeds = payload.clientNeeds.map((v) => labelOf(careNeeds, v));
    values.urgency = [labelOf(referralUrgencies, payload.urgency)];
    values.payer = [labelOf(payers, payload.payer)];
    values.startDate = [payload.startDate, readableDate(payload.startDate), readableDate(payload.startDate, { year: false })];
    values.familyContact = [payload.familyContact.name, payload.familyContact.phone];
    if (payload.attachment) values.attachment = [payload.attachment.filename, payload.attachment.content];
  }
  if (payload.type === "consultation") {
    values.careType = [payload.careType, labelOf(careTypes, payload.careType)];
    values.urgency = [payload.urgency, labelOf(urgencies, payload.urgency)];
    if (payload.neededBy) values.neededBy = [payload.neededBy, readableDate(payload.neededBy), readableDate(payload.neededBy, { year: false })];
    if (payload.relationship) values.relationship = [payload.relationship, labelOf(relationships, payload.relationship)];
  }
  if ((payload.type === "consultation" || payload.type === "callback") && payload.bestTime) {
    values.bestTime = [payload.bestTime, labelOf(bestTimes, payload.bestTime)];
  }
  if (payload.type === "application") values.position = [payload.position, labelOf(positions, payload.position)];
  return values;
}

/** The values of `payload` found in `text`, by field, except the fields in `allowed`. */
export function leaks(text: string, payload: Payload, allowed: string[] = []): string[] {
  return Object.entries(submittedValues(payload))
    .filter(([key]) => !allowed.includes(key))
    .flatMap(([key, values]) => values.filter((v) => v.trim() !== "" && text.includes(v.trim())).map((v) => `${key}: ${v}`));
}
