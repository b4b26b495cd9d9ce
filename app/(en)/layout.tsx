import type { ReactNode } from "react";
import { rootMetadata, SiteDocument } from "../_site/document";
import "../globals.css";

export { viewport } from "../_site/document";
export const metadata = rootMetadata("en");

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
