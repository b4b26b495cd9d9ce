import { ServicesPage, metadataFor } from "@/app/_site/services/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <ServicesPage locale="en" />;
}
