import { brochureResponse } from "@/app/_site/brochure";

// Rendered once at build time into out/vitalhealth-care-brochure.pdf.
export const dynamic = "force-static";

export function GET() {
  return brochureResponse("en");
}
