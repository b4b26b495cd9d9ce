import { CareersPage, metadataFor } from "@/app/_site/careers/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <CareersPage locale="es" />;
}
