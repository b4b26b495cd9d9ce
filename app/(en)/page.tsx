import { HomePage, metadataFor } from "@/app/_site/home/view";

export const metadata = metadataFor("en");

export default function Page() {
  return <HomePage locale="en" />;
}
