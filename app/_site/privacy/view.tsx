import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { LegalPage } from "@/components/legal-page";
import { WhatWeCollect } from "./what-we-collect";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).legal.privacy.meta, route: "/privacy" });

export function PrivacyPage({ locale }: { locale: Locale }) {
  const { legal, forms } = copyFor(locale);
  return <LegalPage page={legal.privacy} updatedLabel={legal.lastUpdatedLabel} first={<WhatWeCollect words={legal.privacy.collected} forms={forms} />} />;
}
