import { buildBrochure } from "@/lib/brochure";

// Rendered once at build time into out/vitalhealth-care-brochure.pdf.
export const dynamic = "force-static";

export async function GET() {
  const bytes = await buildBrochure();
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="vitalhealth-care-brochure.pdf"',
    },
  });
}
