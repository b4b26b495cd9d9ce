/**
 * Builds the agency's e-mail from a validated payload. Pure: the same submission always yields the
 * same message, which Resend's Idempotency-Key requires (a retry with a different body is refused).
 */
import {
  careNeeds,
  careTypes,
  type FieldName,
  fieldLabels,
  labelOf,
  positions,
  urgencies,
} from "../_shared/form-options.ts";
import type { FormType, Payload } from "../_shared/schemas.ts";
import { baseName, canonicalType } from "./attachment.ts";
import type { EmailMessage } from "./types.ts";

const MAX_SUBJECT_CHARS = 150;
const NOT_GIVEN = "(not given)";

const FIELDS: Record<FormType, FieldName[]> = {
  referral: [
    "referrerName",
    "referrerOrganization",
    "referrerPhone",
    "referrerEmail",
    "clientName",
    "clientNeeds",
    "additionalNotes",
  ],
  consultation: ["firstName", "lastName", "email", "phone", "careType", "urgency", "message"],
  application: ["firstName", "lastName", "email", "phone", "position", "experience", "motivation"],
};

const HEADINGS: Record<FormType, string> = {
  referral: "New professional referral",
  consultation: "New consultation request",
  application: "New job application",
};

/** Codes become the labels people chose from; free text stays as typed. */
function valueOf(payload: Payload, name: FieldName): string | string[] {
  const raw = (payload as Record<string, unknown>)[name];
  if (name === "clientNeeds" && Array.isArray(raw)) return raw.map((v) => labelOf(careNeeds, String(v)));
  const value = String(raw ?? "");
  if (name === "careType") return labelOf(careTypes, value);
  if (name === "urgency") return labelOf(urgencies, value);
  if (name === "position") return labelOf(positions, value);
  return value.replace(/\r\n?/g, "\n"); // one line-break convention for both bodies
}

/**
 * One line, whatever the input: every run of whitespace or control characters (CR, LF, U+2028…)
 * becomes one space, so a subject can never start a new header; invisible format characters
 * (bidi overrides that could disguise a subject) are dropped. The schema already drops those from
 * every field; dropping them again keeps this builder safe on its own, as its tests feed it raw text.
 */
export function oneLine(text: string, max = MAX_SUBJECT_CHARS): string {
  const flat = text.replace(/\p{Cf}+/gu, "").replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
  const chars = Array.from(flat); // by code point, so a surrogate pair is never cut in half
  return chars.length > max ? chars.slice(0, max - 1).join("") + "…" : flat;
}

export function subjectFor(payload: Payload): string {
  switch (payload.type) {
    case "referral":
      return oneLine(`New referral from ${payload.referrerName}, ${payload.referrerOrganization}`);
    case "consultation":
      return oneLine(`Consultation request from ${payload.firstName} ${payload.lastName}`);
    case "application":
      return oneLine(
        `Job application (${labelOf(positions, payload.position)}) from ${payload.firstName} ${payload.lastName}`,
      );
  }
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const htmlText = (text: string) => (text === "" ? `<i>${NOT_GIVEN}</i>` : escapeHtml(text).replaceAll("\n", "<br>"));

function textBody(payload: Payload, rows: [string, string | string[]][], attachmentLine?: string): string {
  const lines = [`${HEADINGS[payload.type]} from the website.`, ""];
  for (const [label, value] of rows) {
    const text = Array.isArray(value) ? value.join(", ") : value;
    if (text.includes("\n")) lines.push(`${label}:`, ...text.split("\n").map((l) => `  ${l}`));
    else lines.push(`${label}: ${text || NOT_GIVEN}`);
  }
  if (attachmentLine) lines.push(`Attached document: ${attachmentLine}`);
  lines.push("", `Submission id: ${payload.submissionId}`);
  return lines.join("\n") + "\n";
}

function htmlBody(payload: Payload, rows: [string, string | string[]][], attachmentLine?: string): string {
  const cell = "padding:6px 12px;border-bottom:1px solid #ddd;vertical-align:top;text-align:left";
  const tr = rows.map(([label, value]) => {
    const shown = Array.isArray(value)
      ? `<ul style="margin:0;padding-left:18px">${value.map((v) => `<li>${htmlText(v)}</li>`).join("")}</ul>`
      : htmlText(value);
    return `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
  });
  if (attachmentLine) {
    tr.push(`<tr><th style="${cell}">Attached document</th><td style="${cell}">${escapeHtml(attachmentLine)}</td></tr>`);
  }
  return [
    `<!doctype html><html><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">`,
    `<h1 style="font-size:20px">${escapeHtml(HEADINGS[payload.type])}</h1>`,
    `<table style="border-collapse:collapse">${tr.join("")}</table>`,
    `<p style="color:#666;font-size:12px">Submission id: ${escapeHtml(payload.submissionId)}</p>`,
    `</body></html>`,
  ].join("\n");
}

function replyToOf(payload: Payload): string | null {
  const address = payload.type === "referral" ? payload.referrerEmail : payload.email;
  return address ? address : null;
}

export function buildEmail(payload: Payload, to: string, from: string): EmailMessage {
  const rows = FIELDS[payload.type].map((name): [string, string | string[]] => [fieldLabels[name], valueOf(payload, name)]);
  const attachment = payload.type === "referral" ? payload.attachment : undefined;
  const filename = attachment ? baseName(attachment.filename) : undefined;
  const attachments = attachment && filename
    ? [{ filename, contentType: canonicalType(filename), content: attachment.content }]
    : [];
  return {
    to,
    from,
    replyTo: replyToOf(payload),
    subject: subjectFor(payload),
    text: textBody(payload, rows, filename),
    html: htmlBody(payload, rows, filename),
    attachments,
  };
}
