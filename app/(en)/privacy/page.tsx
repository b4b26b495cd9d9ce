import { PrivacyPage, metadataFor } from "@/app/_site/privacy/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <PrivacyPage locale="en" />;
}
