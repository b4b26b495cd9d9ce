import { ServicesPage, metadataFor } from "@/app/_site/services/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <ServicesPage locale="es" />;
}
