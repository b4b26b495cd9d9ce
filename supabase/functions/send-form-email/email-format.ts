/**
 * Text helpers for the messages the function sends (the agency's e-mail, the acknowledgment):
 * headers kept to one line, HTML escaped, dates read the same wherever the function runs.
 */
import type { Phone } from "../_shared/agency.ts";
import { dropInvisible } from "../_shared/limits.ts";
import type { Payload } from "../_shared/schemas.ts";
import { fillSlots } from "../_shared/slots.ts";
export { readableDate } from "../_shared/readable-date.ts";

const MAX_SUBJECT_CHARS = 150;

/** A labelled answer: one value, or a list (care needs). */
export type Row = [label: string, value: string | string[]];

/** The words around the answers (agency-email.json's `body`): the first line, the reference's label, an empty answer. */
export type BodyWords = { firstLine: string; reference: string; notGiven: string };

/**
 * One line, whatever the input: every run of whitespace or control characters (CR, LF, U+2028…)
 * becomes one space, so a subject can never start a new header; invisible characters (bidi
 * overrides that could disguise a subject, blank fillers) are dropped by the schemas' own rule. The
 * schema already drops those from every field; dropping them again keeps the builders safe on their
 * own, as their tests feed them raw text.
 */
export function oneLine(text: string, max = MAX_SUBJECT_CHARS): string {
  const flat = dropInvisible(text).replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
  const chars = Array.from(flat); // by code point, so a surrogate pair is never cut in half
  // Cut, a joiner may end the kept part: dropped like any joiner outside a word.
  return chars.length > max ? dropInvisible(chars.slice(0, max - 1).join("") + "…") : flat;
}

/**
 * The address the sender gave, as sent ("" when none): the referrer's, the family's (a consultation
 * may come with a phone only), the applicant's. A callback request never has one.
 */
export function senderEmailOf(payload: Payload): string {
  switch (payload.type) {
    case "referral":
      return String(payload.referrerEmail ?? "");
    case "consultation":
    case "application":
      return String(payload.email ?? "");
    default:
      return "";
  }
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const htmlText = (text: string, notGiven: string) => (text === "" ? `<i>${escapeHtml(notGiven)}</i>` : escapeHtml(text).replaceAll("\n", "<br>"));

/**
 * Plain text: a notice when there is one (the sender's language), the heading, the reference, one
 * answer a line (indented when it has several), notes.
 */
export function textBody(words: BodyWords, heading: string, reference: string, rows: Row[], footer: string[], notice?: string): string {
  const lines = [...(notice ? [notice, ""] : []), fillSlots(words.firstLine, { heading }), `${words.reference} ${reference}`, ""];
  for (const [label, value] of rows) {
    const text = Array.isArray(value) ? value.join(", ") : value;
    if (text.includes("\n")) lines.push(`${label}:`, ...text.split("\n").map((l) => `  ${l}`));
    else lines.push(`${label}: ${text || words.notGiven}`);
  }
  lines.push("", ...footer);
  return lines.join("\n") + "\n";
}

/** The same as HTML: every value escaped, a list as a list. */
export function htmlBody(words: BodyWords, heading: string, reference: string, rows: Row[], footer: string[], notice?: string): string {
  const cell = "padding:6px 12px;border-bottom:1px solid #ddd;vertical-align:top;text-align:left";
  const tr = rows.map(([label, value]) => {
    const shown = Array.isArray(value)
      ? `<ul style="margin:0;padding-left:18px">${value.map((v) => `<li>${htmlText(v, words.notGiven)}</li>`).join("")}</ul>`
      : htmlText(value, words.notGiven);
    return `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
  });
  return [
    `<!doctype html><html><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">`,
    ...(notice
      ? [`<p style="margin:0 0 12px;padding:10px 12px;border:2px solid #b45309;background:#fff7ed"><strong>${escapeHtml(notice)}</strong></p>`]
      : []),
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(words.reference)} <strong>${escapeHtml(reference)}</strong></p>`,
    `<table style="border-collapse:collapse">${tr.join("")}</table>`,
    ...footer.map((line) => `<p style="color:#555;font-size:13px">${escapeHtml(line)}</p>`),
    `</body></html>`,
  ].join("\n");
}

/** One of the agency's lines in an e-mail to a sender: "Label: (858) 555-0102 (note)". */
export const phoneText = (p: Phone) => `${p.label}: ${p.display}${p.note ? ` (${p.note})` : ""}`;

/** The same as HTML, the number a tel: link. */
export const phoneHtml = (p: Phone) =>
  `${escapeHtml(p.label)}: <a href="tel:${escapeHtml(p.tel)}">${escapeHtml(p.display)}</a>` +
  (p.note ? ` (${escapeHtml(p.note)})` : "");

/**
 * The HTML document of an e-mail to a sender (the acknowledgment, the status e-mail): in their
 * language, the given lines of markup, and the privacy note last, in small print.
 */
export function senderHtml(lang: string, lines: string[], privacyNote: string): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">`,
    ...lines,
    `<p style="color:#555;font-size:13px">${escapeHtml(privacyNote)}</p>`,
    `</body></html>`,
  ].join("\n");
}
