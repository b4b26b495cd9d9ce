import { brochureResponse } from "@/app/_site/brochure";

// Rendered once at build time into out/es/vitalhealth-folleto-de-cuidado.pdf (linked from /es/services).
export const dynamic = "force-static";

export function GET() {
  return brochureResponse("es");
}
