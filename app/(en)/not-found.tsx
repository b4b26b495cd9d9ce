import { metadataFor, NotFoundPage } from "@/app/_site/not-found-view";

export const metadata = metadataFor("en");

export default function NotFound() {
  return <NotFoundPage locale="en" />;
}
