import { CareersPage, metadataFor } from "@/app/_site/careers/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <CareersPage locale="en" />;
}
