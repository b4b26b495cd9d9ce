import type { ReactNode } from "react";
import { rootMetadata, SiteDocument } from "../_site/document";
import "../globals.css";

export { viewport } from "../_site/document";
export const metadata = rootMetadata("es");

export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="es">{children}</SiteDocument>;
}
