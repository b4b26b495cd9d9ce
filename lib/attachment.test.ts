import { formCopies } from "@/content/form-copies";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { extensionOf } from "@/supabase/functions/_shared/limits.ts";
import { acceptOf, fileProblem, toAttachment } from "./attachment";
import { documentExtensions } from "@/supabase/functions/_shared/limits.ts";

const MB = 1024 * 1024;

describe("extensionOf (the one rule the browser and the function share)", () => {
  it.each([
    ["discharge.pdf", "pdf"],
    ["Discharge.PDF", "pdf"],
    ["plan.v2.docx", "docx"],
    ["old.doc", "doc"],
    ["notes.txt", "txt"],
    ["C:\\fakepath\\scan.pdf", "pdf"],
    ["x.p\u200bdf", "pdf"],
    // A phone's photo of the papers.
    ["photo.jpg", "jpg"],
    ["IMG_0042.JPEG", "jpeg"],
    ["scan.png", "png"],
    ["IMG_0043.HEIC", "heic"],
  ])("%s → %s", (name, ext) => expect(extensionOf(name)).toBe(ext));

  it.each(["photo.gif", "photo.heif", "photo.webp", "script.pdf.exe", "pdf", "noext", "archive.tar.gz", "", "a.constructor", "a.toString", "a.__proto__", "pdf/notes"])("%s → none", (name) =>
    expect(extensionOf(name)).toBeUndefined(),
  );
});

describe("acceptOf", () => {
  it("matches the input's accept attribute", () => {
    expect(acceptOf(documentExtensions.referral)).toBe(".pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.heic");
  });
});

describe("fileProblem", () => {
  it("accepts a small document of an allowed type, up to exactly 5 MB", () => {
    expect(fileProblem({ name: "a.pdf", size: 1 })).toBeNull();
    expect(fileProblem({ name: "a.docx", size: 5 * MB })).toBeNull();
  });

  it("refuses a wrong extension", () => {
    expect(fileProblem({ name: "a.gif", size: 100 })).toBe("type");
    expect(fileProblem({ name: "a.png", size: 100 })).toBeNull();
    expect(fileProblem({ name: "IMG_0001.HEIC", size: 5 * MB })).toBeNull();
  });

  it("refuses more than 5 MB", () => {
    expect(fileProblem({ name: "a.pdf", size: 5 * MB + 1 })).toBe("size");
    expect(formCopies.en.referral.file.problems.size).toBe("The document must be 5 MB or smaller.");
    expect(formCopies.es.referral.file.problems.size).toBe("El documento debe pesar 5 MB o menos.");
    // The browser says what the function would say, in each language.
    expect(formCopies.en.referral.file.problems).toEqual(intakeCopy.en.validation.attachment);
    expect(formCopies.es.referral.file.problems).toEqual(intakeCopy.es.validation.attachment);
  });

  it("refuses an empty file", () => {
    expect(fileProblem({ name: "a.txt", size: 0 })).toBe("empty");
  });
});

describe("toAttachment", () => {
  it("gives the name, the content type from the extension and base64 of the bytes", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
    // The browser's own type is ignored: the extension decides.
    const file = new File([bytes], "Discharge Summary.PDF", { type: "application/octet-stream" });
    const attachment = await toAttachment(file);
    expect(attachment).toEqual({
      filename: "Discharge Summary.PDF",
      contentType: "application/pdf",
      content: Buffer.from(bytes).toString("base64"),
    });
    expect(Buffer.from(attachment.content, "base64")).toEqual(Buffer.from(bytes));
  });

  it.each([
    ["a.doc", "application/msword"],
    ["a.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["a.txt", "text/plain"],
    ["a.JPG", "image/jpeg"],
    ["a.jpeg", "image/jpeg"],
    ["a.png", "image/png"],
    ["a.heic", "image/heic"],
  ])("%s is sent as %s", async (name, type) => {
    const attachment = await toAttachment(new File(["Hi ✓"], name));
    expect(attachment.contentType).toBe(type);
    expect(Buffer.from(attachment.content, "base64").toString("utf8")).toBe("Hi ✓");
  });

  it("refuses a file of another type", async () => {
    await expect(toAttachment(new File(["x"], "a.exe"))).rejects.toThrow("unsupported file type");
  });
});
