import { CostsPage, metadataFor } from "@/app/_site/costs/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <CostsPage locale="es" />;
}
