import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { lastUpdatedLabel, privacy } from "@/content/legal";
import { LegalPage } from "@/components/legal-page";

export const metadata: Metadata = pageMetadata({ ...privacy.meta, path: "/privacy" });

export default function PrivacyPage() {
  return <LegalPage page={privacy} updatedLabel={lastUpdatedLabel} />;
}
