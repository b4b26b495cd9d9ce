import { ContactPage, metadataFor } from "@/app/_site/contact/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <ContactPage locale="en" />;
}
