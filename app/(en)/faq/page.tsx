import { FaqPage, metadataFor } from "@/app/_site/faq/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <FaqPage locale="en" />;
}
