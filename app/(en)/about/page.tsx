import { AboutPage, metadataFor } from "@/app/_site/about/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <AboutPage locale="en" />;
}
