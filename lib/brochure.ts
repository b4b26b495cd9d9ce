import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { about } from "@/content/about";
import { careCircles, services } from "@/content/services";
import { fullAddress, site } from "@/content/site";

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 56;
const BRAND = rgb(0.035, 0.29, 0.275);
const INK = rgb(0.1, 0.14, 0.19);

/** The care brochure as PDF bytes, built from content/ only (no network, no fonts to fetch). */
export async function buildBrochure(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${site.name} Care Brochure`);
  doc.setAuthor(site.legalName);
  doc.setSubject(site.tagline);
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  w.text(site.name, { font: bold, size: 30, color: BRAND });
  w.text(site.tagline, { size: 14 });
  w.gap(10);
  w.heading("Our approach");
  about.philosophy.paragraphs.forEach((p) => w.text(p));
  careCircles.forEach((c) => w.text(`${c.title}: ${c.description}`, { bullet: true }));
  w.heading("Our services");
  for (const s of services) {
    w.text(s.title, { font: bold, size: 13 });
    w.text(s.description);
    s.features.forEach((f) => w.text(f, { bullet: true }));
    w.gap(4);
  }
  w.heading("Contact us");
  w.text(`Phone: ${site.phones.main.display}  ·  24/7 emergency line: ${site.phones.emergency.display}`);
  w.text(`Referrals (24/7): ${site.phones.referral.display}  ·  E-mail: ${site.email}`);
  w.text(`Office: ${fullAddress}`);
  w.text(`Service area: ${site.serviceArea.name}`);
  w.text(`Book a ${site.booking.label.toLowerCase()}: ${site.booking.url}`);
  w.heading("Business hours");
  site.hours.forEach((h) => w.text(`${h.days}: ${h.hours}`, { bullet: true }));
  return doc.save();
}

/** Minimal flowing text layout: wraps lines and starts new pages. */
class Writer {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;
  constructor(private doc: PDFDocument, private regular: PDFFont, private bold: PDFFont) {
    this.page = doc.addPage(PAGE);
  }
  gap(h: number) {
    this.y -= h;
  }
  heading(t: string) {
    this.gap(12);
    this.text(t, { font: this.bold, size: 18, color: BRAND });
  }
  text(t: string, o: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; bullet?: boolean } = {}) {
    const font = o.font ?? this.regular;
    const size = o.size ?? 11;
    const indent = o.bullet ? 14 : 0;
    const width = PAGE[0] - 2 * MARGIN - indent;
    const clean = t.replace(/[–—]/g, "-").replace(/[“”]/g, '"').replace(/’/g, "'");
    const lines = wrap(clean, font, size, width);
    lines.forEach((line, i) => {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      if (o.bullet && i === 0) this.page.drawText("•", { x: MARGIN, y: this.y, size, font, color: o.color ?? INK });
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: o.color ?? INK });
      this.y -= size * 1.45;
    });
    this.y -= 3;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
