/** A form's document (a referral's papers, an application's résumé): type, signature and size are checked before it reaches the inbox. */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import { messages } from "../_shared/schemas.ts";
import { checkAttachment, HEIC_BRANDS } from "../send-form-email/attachment.ts";
import fc from "fast-check";
import { documentExtensions, extensionOf } from "../_shared/limits.ts";
import { application, b64, consultation, post, referral, samples, setup } from "./helpers.ts";

const attachmentMessages = messages.attachment;

async function statusOf(attachment: unknown, payload: Record<string, unknown> = referral({ attachment })) {
  const { handler, sent } = setup();
  const res = await handler(post(payload));
  const body = await res.json();
  return { status: res.status, body, sent };
}

Deno.test("pdf, doc, docx, txt and photos (jpg, jpeg, png, heic) with the right first bytes are accepted", async () => {
  for (const sample of Object.values(samples)) {
    const { status, sent } = await statusOf(sample);
    assertEquals(status, 200, sample.filename);
    assertEquals(sent[0].attachments.length, 1);
  }
});

const ascii = (text: string) => [...new TextEncoder().encode(text)];
/** An ISO-BMFF file's head: the `ftyp` box's size, its type, a major brand, a minor version, a compatible brand. */
const ftyp = (brand: string, size = 0x18, type = "ftyp") =>
  b64(new Uint8Array([0, 0, 0, size, ...ascii(type), ...ascii(brand), 0, 0, 0, 0, ...ascii("mif1")]));

Deno.test("HEIC: an ftyp box with each of a HEIF image's brands is accepted, in upper or lower case name", () => {
  for (const brand of HEIC_BRANDS) {
    assertEquals(checkAttachment({ filename: "IMG_0001.HEIC", contentType: "image/heic", content: ftyp(brand) }), undefined, brand);
  }
  assertEquals(checkAttachment({ ...samples.heic, filename: "photo.heic" }), undefined);
});

Deno.test("photos whose bytes are not what the name says: 400, the signature message in English and Spanish", async () => {
  const cases = [
    { ...samples.jpg, content: samples.png.content }, // a PNG named .jpg
    { ...samples.jpeg, content: samples.pdf.content },
    { ...samples.png, content: samples.jpg.content },
    { ...samples.jpg, content: b64(new Uint8Array([0xff, 0xd8, 0x00, 0x01])) }, // not a marker after the start of image
    { ...samples.png, content: b64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00])) },
    { ...samples.heic, content: ftyp("avif") }, // another ISO-BMFF image
    { ...samples.heic, content: ftyp("isom") }, // an MP4 video
    { ...samples.heic, content: ftyp("heic", 0x18, "moov") }, // no ftyp box first
    { ...samples.heic, content: ftyp("heic", 0x08) }, // an ftyp box too short to hold its brand
    { ...samples.heic, content: b64(new Uint8Array([0, 0, 0, 0x18, ...ascii("ftyphe")])) }, // cut before the brand ends
    { ...samples.heic, content: samples.jpg.content },
    { ...samples.heic, content: b64("<svg onload=alert(1)>") },
  ];
  for (const attachment of cases) {
    const { status, body, sent } = await statusOf(attachment);
    assertEquals(status, 400, attachment.filename);
    assertEquals(body.fields.attachment, attachmentMessages.mismatch);
    assertEquals(sent.length, 0);
  }
  const { body } = await statusOf(cases[0], referral({ attachment: cases[0], locale: "es" }));
  assertEquals(body.fields.attachment, intakeCopy.es.validation.attachment.mismatch);
});

Deno.test("a photo's declared type must be its extension's: image/jpeg for .jpg and .jpeg, not image/jpg or image/heif", async () => {
  const cases = [
    { ...samples.jpg, contentType: "image/jpg" },
    { ...samples.jpg, contentType: "image/png" },
    { ...samples.png, contentType: "image/jpeg" },
    { ...samples.heic, contentType: "image/heif" },
    { ...samples.heic, filename: "IMG_0001.heif" },
    { ...samples.jpg, filename: "IMG_0001.gif", contentType: "image/gif" },
    { ...samples.png, filename: "vector.svg", contentType: "image/svg+xml" },
  ];
  for (const attachment of cases) {
    const { status, body } = await statusOf(attachment);
    assertEquals(status, 400, `${attachment.filename} ${attachment.contentType}`);
    assertEquals(body.fields.attachment, attachmentMessages.type);
  }
});

Deno.test("a 5 MB photo passes, one byte more is refused", async () => {
  const fiveMb = new Uint8Array(5 * 1024 * 1024);
  fiveMb.set([0xff, 0xd8, 0xff, 0xe0]);
  assertEquals((await statusOf({ ...samples.jpg, content: b64(fiveMb) })).status, 200);
  const over = new Uint8Array(5 * 1024 * 1024 + 1);
  over.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assertEquals((await statusOf({ ...samples.png, content: b64(over) })).body.fields.attachment, attachmentMessages.size);
});

Deno.test("the messages name every kind that may be attached, photos included, in both languages", () => {
  assertEquals(intakeCopy.en.documents.referral.kinds, "PDF, Word (.doc or .docx), plain text (.txt) or photo (JPG, PNG or HEIC)");
  assertEquals(intakeCopy.es.documents.referral.kinds, "PDF, Word (.doc o .docx), texto sin formato (.txt) o foto (JPG, PNG o HEIC)");
  for (const locale of ["en", "es"] as const) {
    const { type, mismatch } = intakeCopy[locale].validation.attachment;
    for (const words of [type, mismatch]) assertMatch(words, /JPG, PNG o?r? ?HEIC/);
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

Deno.test("attachments only travel with referrals and applications: other forms drop the field", async () => {
  const { status, sent } = await statusOf(undefined, consultation({ attachment: samples.pdf }));
  assertEquals(status, 200);
  assertEquals(sent[0].attachments, []);
});

const resume = (attachment: unknown, locale = "en") => application({ attachment, locale });
const resumeProblems = (locale: "en" | "es") => intakeCopy[locale].documents.application.problems;

Deno.test("a résumé as PDF, DOC or DOCX reaches the agency's e-mail as it came", async () => {
  for (const sample of [samples.pdf, samples.doc, samples.docx]) {
    const cv = { ...sample, filename: `cv.${sample.filename.split(".").pop()}` };
    const { status, sent } = await statusOf(null, resume(cv));
    assertEquals(status, 200, cv.filename);
    assertEquals(sent[0].attachments.map((a) => [a.filename, a.content]), [[cv.filename, cv.content]]);
    assert(sent[0].text.includes(cv.filename));
  }
});

Deno.test("a résumé as plain text or a photo is refused in the applicant's language, though a discharge document may be either", async () => {
  for (const locale of ["en", "es"] as const) {
    for (const sample of [samples.txt, samples.jpg, samples.png, samples.heic]) {
      const { status, body, sent } = await statusOf(sample, resume(sample, locale));
      assertEquals(status, 400, sample.filename);
      assertEquals(body.fields, { attachment: resumeProblems(locale).type });
      assertEquals(sent.length, 0);
      assertEquals((await statusOf(sample)).status, 200, `referral ${sample.filename}`);
    }
  }
  assertMatch(resumeProblems("en").type, /PDF or Word \(\.doc or \.docx\)/);
  assert(!/photo|text/i.test(resumeProblems("en").type));
});

Deno.test("a résumé whose bytes are not its name's kind, empty, broken or over 5 MB: 400 with the résumé's words", async () => {
  const problems = resumeProblems("en");
  assertEquals((await statusOf(null, resume({ ...samples.pdf, filename: "cv.pdf", content: samples.docx.content }))).body.fields, { attachment: problems.mismatch });
  assertEquals((await statusOf(null, resume({ ...samples.pdf, filename: "cv.pdf", content: "" }))).body.fields, { attachment: problems.empty });
  assertEquals((await statusOf(null, resume({ ...samples.pdf, filename: "cv.pdf", content: "QUJDR" }))).body.fields, { attachment: problems.unreadable });
  const over = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41);
  over.set([0x25, 0x50, 0x44, 0x46]);
  assertEquals((await statusOf(null, resume({ ...samples.pdf, filename: "cv.pdf", content: b64(over) }))).body.fields, { attachment: problems.size });
});

Deno.test("any document on an application: 200 only for PDF or Word whose first bytes agree, e-mailed as it came; else 400 and nothing sent", async () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("cv.pdf", "cv.PDF", "cv.docx", "cv.doc", "cv.txt", "cv.png", "cv.pdf.exe", "cv", ""));
  const document = fc.record({
    filename: fc.oneof(fc.constantFrom(...Object.values(samples).map((s) => s.filename)), anyText),
    contentType: fc.oneof(fc.constantFrom(...Object.values(samples).map((s) => s.contentType)), anyText),
    content: fc.oneof(
      fc.constantFrom(...Object.values(samples).map((s) => s.content)),
      fc.uint8Array({ maxLength: 64 }).map((b) => b64(b)),
      anyText,
    ),
  });
  await fc.assert(
    fc.asyncProperty(document, async (attachment) => {
      const { status, sent } = await statusOf(null, resume(attachment));
      const ext = extensionOf(attachment.filename, documentExtensions.application);
      if (status === 200) {
        assert(ext !== undefined, attachment.filename);
        assertEquals(checkAttachment(attachment, documentExtensions.application), undefined);
        assertEquals(sent[0].attachments.length, 1);
        assertEquals(sent[0].attachments[0].content, attachment.content);
      } else {
        assertEquals(status, 400);
        assertEquals(sent.length, 0);
      }
    }),
    { numRuns: Deno.env.get("CI") === "true" ? 300 : 2_000 },
  );
});
