import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { lastUpdatedLabel, terms } from "@/content/legal";
import { LegalPage } from "@/components/legal-page";

export const metadata: Metadata = pageMetadata({ ...terms.meta, path: "/terms" });

export default function TermsPage() {
  return <LegalPage page={terms} updatedLabel={lastUpdatedLabel} />;
}
