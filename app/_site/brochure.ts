import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { copyFor, type Locale } from "@/content";
import type { RateItem } from "@/content/costs";
import { fullAddress, site } from "@/content/site";

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 56;
const BRAND = rgb(0.035, 0.29, 0.275);
const INK = rgb(0.1, 0.14, 0.19);

/**
 * The care brochure in a language as PDF bytes, built from that language's content only (no network,
 * no fonts to fetch: Helvetica's WinAnsi encoding has every Spanish letter, ¿ and ¡).
 */
export async function buildBrochure(locale: Locale): Promise<Uint8Array> {
  const t = copyFor(locale);
  const words = t.brochure;
  const phones = t.phones;
  const doc = await PDFDocument.create();
  doc.setTitle(`${site.name} ${words.title}`);
  doc.setAuthor(site.legalName);
  doc.setSubject(t.site.tagline);
  doc.setLanguage(t.language.lang);
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  w.text(site.name, { font: bold, size: 30, color: BRAND });
  w.text(t.site.tagline, { size: 14 });
  w.gap(10);
  w.heading(words.approach);
  t.about.philosophy.paragraphs.forEach((p) => w.text(p));
  t.services.careCircles.forEach((c) => w.text(`${c.title}: ${c.description}`, { bullet: true }));
  w.heading(words.services);
  for (const s of t.services.services) {
    w.text(s.title, { font: bold, size: 13 });
    w.text(s.description);
    s.features.forEach((f) => w.text(f, { bullet: true }));
    w.gap(4);
  }
  // The prices, as /costs lists them (content/costs.ts, from the agency's rates): a family who only
  // reads the brochure learns what care costs, and a new rate reaches it with the pages.
  w.heading(t.costs.rates.heading);
  w.text(t.costs.rates.intro);
  const rates: readonly RateItem[] = t.costs.rates.items;
  rates.forEach((r) => w.text(`${r.label}: ${r.value}${r.note ? `. ${r.note}` : ""}`, { bullet: true }));
  w.heading(words.contact);
  w.text(`${words.phone}: ${phones.main.display}  ·  ${words.emergency}: ${phones.emergency.display}`);
  w.text(`${words.referrals}: ${phones.referral.display}  ·  ${words.email}: ${site.email}`);
  w.text(`${words.office}: ${fullAddress}`);
  w.text(`${words.serviceArea}: ${t.site.serviceArea.name}`);
  w.text(`${words.book} ${t.site.bookingLabel.toLowerCase()}: ${site.booking.url}`);
  w.heading(words.hours);
  t.site.hours.forEach((h) => w.text(`${h.days}: ${h.hours}`, { bullet: true }));
  return doc.save();
}

/** The brochure as the static file a route exports (app/…/vitalhealth-…pdf/route.ts). */
export async function brochureResponse(locale: Locale): Promise<Response> {
  const bytes = await buildBrochure(locale);
  const fileName = copyFor(locale).site.brochure.path.split("/").pop();
  return new Response(Buffer.from(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"` },
  });
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
