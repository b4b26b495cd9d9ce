import { AboutPage, metadataFor } from "@/app/_site/about/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <AboutPage locale="es" />;
}
