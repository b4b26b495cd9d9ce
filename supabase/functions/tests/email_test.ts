/** The e-mail: recipients, subject, labels instead of codes, escaping, attachment. */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import type { Payload } from "../_shared/schemas.ts";
import { buildEmail, escapeHtml, oneLine } from "../send-form-email/email.ts";
import { application, consultation, post, referral, samples, setup } from "./helpers.ts";

async function sendOne(payload: Record<string, unknown>, env: Record<string, string> = {}) {
  const { handler, sent } = setup({ FORM_TO_EMAIL: "intake@agency.example", FORM_FROM_EMAIL: "Forms <forms@agency.example>", ...env });
  const res = await handler(post(payload));
  assertEquals(res.status, 200);
  assertEquals(sent.length, 1);
  return sent[0];
}

Deno.test("referral: to, from, reply-to the referrer, subject, every field under its label", async () => {
  const mail = await sendOne(referral({ clientNeeds: ["companionship", "transition"] }));
  assertEquals(mail.to, "intake@agency.example");
  assertEquals(mail.from, "Forms <forms@agency.example>");
  assertEquals(mail.replyTo, "dana@example.com");
  assertEquals(mail.subject, "New referral from Dana Planner, Mercy Hospital");
  for (const line of [
    "Referrer organization: Mercy Hospital",
    "Referrer phone: (858) 555-0123",
    "Patient / client name: Robert Client",
    "Care needs: Companionship, Post-Hospital Transition Support",
    "  Needs help with stairs.",
  ]) assert(mail.text.includes(line), line);
  assert(mail.html.includes("<li>Post-Hospital Transition Support</li>"));
  assert(!/\btransition\b/.test(mail.text), "codes never appear");
  assertEquals(mail.attachments, []);
});

Deno.test("consultation: care type and urgency as labels; reply-to only when an e-mail was given", async () => {
  const mail = await sendOne(consultation({ careType: "unsure", urgency: "planning" }));
  assertEquals(mail.subject, "Consultation request from Maria Family");
  assert(mail.text.includes("Type of care: Not sure yet"));
  assert(mail.text.includes("When is care needed?: Just planning ahead"));
  assert(mail.html.includes("Just planning ahead"));
  assertEquals(mail.replyTo, "maria@example.com");
  const phoneOnly = await sendOne(consultation({ email: "" }));
  assertEquals(phoneOnly.replyTo, null);
  assert(phoneOnly.text.includes("E-mail: (not given)"));
});

Deno.test("application: position as its label, in the subject too", async () => {
  const mail = await sendOne(application({ position: "coordinator" }));
  assertEquals(mail.subject, "Job application (Care Coordinator) from Chris Seeker");
  assert(mail.text.includes("Position: Care Coordinator"));
  assert(mail.html.includes("Care Coordinator"));
  assertEquals(mail.replyTo, "chris@example.com");
});

Deno.test("every value is HTML-escaped", async () => {
  const evil = `<img src=x onerror="alert('x')"> & <script>`;
  const mail = await sendOne(referral({ referrerName: evil, additionalNotes: `${evil}\n</td></tr></table>` }));
  assert(!mail.html.includes("<img"), "tag escaped");
  assert(!mail.html.includes("<script"), "script escaped");
  assert(mail.html.includes("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;"), "markup from notes escaped");
  assert(mail.html.includes("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; &lt;script&gt;"));
  // The text body keeps the value as typed: it is plain text.
  assert(mail.text.includes(evil));
});

Deno.test("the subject never holds CR or LF, even built from raw strings", () => {
  const payload = referral({ referrerName: "A\r\nBcc: victim@example.com", referrerOrganization: "X\u2028Y\nZ\u0085" });
  const mail = buildEmail(payload as unknown as Payload, "to@example.com", "from@example.com");
  assert(!/[\r\n\u2028\u2029\u0085]/.test(mail.subject), JSON.stringify(mail.subject));
  assertEquals(mail.subject, "New referral from A Bcc: victim@example.com, X Y Z");
});

Deno.test("oneLine collapses whitespace, drops bidi overrides and caps the length by code point", () => {
  assertEquals(oneLine(" a \t\n b "), "a b");
  assertEquals(oneLine("evil\u202Etxt.exe"), "eviltxt.exe");
  const long = oneLine("😀".repeat(300));
  assertEquals(Array.from(long).length, 150);
  assert(long.endsWith("…"));
  assert(!/[\uD800-\uDBFF]$/.test(long.slice(0, -1)), "no half surrogate pair before the ellipsis");
});

Deno.test("escapeHtml covers the five special characters", () => {
  assertEquals(escapeHtml(`<a href="x">'&'</a>`), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
});

Deno.test("the referral's document is attached with its canonical type and base name", async () => {
  const mail = await sendOne(referral({ attachment: { ...samples.pdf, filename: "C:\\Users\\dana\\discharge.PDF" } }));
  assertEquals(mail.attachments, [{ filename: "discharge.PDF", contentType: "application/pdf", content: samples.pdf.content }]);
  assertMatch(mail.text, /Attached document: discharge\.PDF/);
});

Deno.test("the same submission always builds the same message (Resend idempotency needs it)", () => {
  const payload = referral();
  const a = buildEmail(payload as unknown as Payload, "t@example.com", "f@example.com");
  const b = buildEmail(payload as unknown as Payload, "t@example.com", "f@example.com");
  assertEquals(a, b);
});
