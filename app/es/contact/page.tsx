import { ContactPage, metadataFor } from "@/app/_site/contact/view";
import { SpanishFormWords } from "@/components/form/words-es";

export const metadata = metadataFor("es");

export default function Page() {
  // The form's words in this page's language only (components/form/form-words.ts).
  return (
    <SpanishFormWords>
      <ContactPage locale="es" />
    </SpanishFormWords>
  );
}
