import { metadataFor, NotFoundPage } from "@/app/_site/not-found-view";

export const metadata = { ...metadataFor("es"), robots: { index: false } };

export default function Page() {
  return <NotFoundPage locale="es" />;
}
