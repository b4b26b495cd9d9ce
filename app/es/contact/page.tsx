import { ContactPage, metadataFor } from "@/app/_site/contact/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <ContactPage locale="es" />;
}
