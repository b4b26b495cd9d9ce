import { PrivacyPage, metadataFor } from "@/app/_site/privacy/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <PrivacyPage locale="es" />;
}
