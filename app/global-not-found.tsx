import { metadataFor, NotFoundPage } from "@/app/_site/not-found-view";
import { rootMetadata, SiteDocument } from "./_site/document";
import "./globals.css";

export { viewport } from "./_site/document";
// The site's 404.html (any unknown path outside /es/): a page of its own, since each language has its own root layout.
export const metadata = { ...rootMetadata("en"), ...metadataFor("en") };

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage locale="en" />
    </SiteDocument>
  );
}
