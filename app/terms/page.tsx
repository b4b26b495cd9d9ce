import type { Metadata } from "next";
import { lastUpdatedLabel, terms } from "@/content/legal";
import { LegalPage } from "@/components/legal-page";

export const metadata: Metadata = { title: terms.meta.title, description: terms.meta.description, alternates: { canonical: "/terms" } };

export default function TermsPage() {
  return <LegalPage page={terms} updatedLabel={lastUpdatedLabel} />;
}
