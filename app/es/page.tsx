import { HomePage, metadataFor } from "@/app/_site/home/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <HomePage locale="es" />;
}
