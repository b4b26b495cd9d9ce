import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { LegalPage } from "@/components/legal-page";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).legal.terms.meta, route: "/terms" });

export function TermsPage({ locale }: { locale: Locale }) {
  const { legal } = copyFor(locale);
  return <LegalPage page={legal.terms} updatedLabel={legal.lastUpdatedLabel} />;
}
