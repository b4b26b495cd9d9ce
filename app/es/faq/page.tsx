import { FaqPage, metadataFor } from "@/app/_site/faq/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <FaqPage locale="es" />;
}
