import { metadataFor, NotFoundPage } from "@/app/_site/not-found-view";

export const metadata = metadataFor("es");

export default function NotFound() {
  return <NotFoundPage locale="es" />;
}
