import { CostsPage, metadataFor } from "@/app/_site/costs/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <CostsPage locale="en" />;
}
