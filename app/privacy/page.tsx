import type { Metadata } from "next";
import { lastUpdatedLabel, privacy } from "@/content/legal";
import { LegalPage } from "@/components/legal-page";

export const metadata: Metadata = { title: privacy.meta.title, description: privacy.meta.description, alternates: { canonical: "/privacy" } };

export default function PrivacyPage() {
  return <LegalPage page={privacy} updatedLabel={lastUpdatedLabel} />;
}
