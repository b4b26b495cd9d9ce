import { WhyPage, metadataFor } from "@/app/_site/why-vitalhealth/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <WhyPage locale="es" />;
}
