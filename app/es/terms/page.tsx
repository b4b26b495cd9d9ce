import { TermsPage, metadataFor } from "@/app/_site/terms/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <TermsPage locale="es" />;
}
