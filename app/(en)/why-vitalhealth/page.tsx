import { WhyPage, metadataFor } from "@/app/_site/why-vitalhealth/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <WhyPage locale="en" />;
}
