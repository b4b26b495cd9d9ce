import { ReferralsPage, metadataFor } from "@/app/_site/referrals/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <ReferralsPage locale="en" />;
}
