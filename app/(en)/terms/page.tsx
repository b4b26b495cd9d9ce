import { TermsPage, metadataFor } from "@/app/_site/terms/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <TermsPage locale="en" />;
}
