/** The referral's document: type, signature and size are checked before it reaches the inbox. */
import { assertEquals, assertMatch } from "./assert.ts";
import { messages } from "../_shared/schemas.ts";
import { b64, consultation, post, referral, samples, setup } from "./helpers.ts";

const attachmentMessages = messages.attachment;

async function statusOf(attachment: unknown, payload: Record<string, unknown> = referral({ attachment })) {
  const { handler, sent } = setup();
  const res = await handler(post(payload));
  const body = await res.json();
  return { status: res.status, body, sent };
}

Deno.test("pdf, doc, docx and txt with the right first bytes are accepted", async () => {
  for (const sample of Object.values(samples)) {
    const { status, sent } = await statusOf(sample);
    assertEquals(status, 200, sample.filename);
    assertEquals(sent[0].attachments.length, 1);
  }
});

Deno.test("a content type parameter and upper-case extension are fine", async () => {
  const { status } = await statusOf({ ...samples.txt, filename: "NOTES.TXT", contentType: "text/plain; charset=utf-8" });
  assertEquals(status, 200);
});

Deno.test("other extensions or a type that does not match the name: 400", async () => {
  const cases = [
    { ...samples.pdf, filename: "run.exe", contentType: "application/pdf" },
    { ...samples.pdf, filename: "discharge", contentType: "application/pdf" },
    { ...samples.pdf, filename: "discharge.pdf", contentType: "text/plain" },
    { ...samples.pdf, filename: "discharge.pdf", contentType: "" },
    { ...samples.pdf, filename: "page.html", contentType: "text/html" },
  ];
  for (const attachment of cases) {
    const { status, body, sent } = await statusOf(attachment);
    assertEquals(status, 400, attachment.filename);
    assertEquals(body.fields, { attachment: attachmentMessages.type });
    assertEquals(sent.length, 0);
  }
});

Deno.test("bytes that do not start as the type does: 400", async () => {
  const zip = b64(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
  const cases = [
    { ...samples.pdf, content: b64("MZ\x90\x00 this is an executable") },
    { ...samples.doc, content: samples.pdf.content },
    { ...samples.docx, content: samples.doc.content },
    { ...samples.pdf, content: zip },
    { ...samples.txt, content: b64(new Uint8Array([0x25, 0x50, 0, 1, 2])) }, // NUL bytes: binary, not text
    { ...samples.txt, content: b64(new Uint8Array([0xff, 0xfe, 0x41, 0x00])) }, // UTF-16 is not the plain text we accept
  ];
  for (const attachment of cases) {
    const { status, body } = await statusOf(attachment);
    assertEquals(status, 400, attachment.filename);
    assertEquals(body.fields.attachment, attachmentMessages.mismatch);
  }
});

Deno.test("an empty document or broken base64: 400", async () => {
  assertEquals((await statusOf({ ...samples.txt, content: "" })).body.fields.attachment, attachmentMessages.empty);
  assertEquals((await statusOf({ ...samples.txt, content: "QUJD!" })).status, 400);
  assertEquals((await statusOf({ ...samples.txt, content: "QUJDR" })).body.fields.attachment, attachmentMessages.unreadable);
});

Deno.test("at most 5 MB decoded: exactly 5 MB passes, one byte more is refused", async () => {
  const fiveMb = new Uint8Array(5 * 1024 * 1024).fill(0x41);
  fiveMb.set([0x25, 0x50, 0x44, 0x46]);
  assertEquals((await statusOf({ ...samples.pdf, content: b64(fiveMb) })).status, 200);
  const over = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41);
  over.set([0x25, 0x50, 0x44, 0x46]);
  const { status, body } = await statusOf({ ...samples.pdf, content: b64(over) });
  assertEquals(status, 400);
  assertMatch(body.fields.attachment, /5 MB/);
});

Deno.test("attachments only travel with referrals: other forms drop the field", async () => {
  const { status, sent } = await statusOf(undefined, consultation({ attachment: samples.pdf }));
  assertEquals(status, 200);
  assertEquals(sent[0].attachments, []);
});
