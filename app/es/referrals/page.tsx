import { ReferralsPage, metadataFor } from "@/app/_site/referrals/view";

export const metadata = metadataFor("es");

export default function Page() {
  return <ReferralsPage locale="es" />;
}
