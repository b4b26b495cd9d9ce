import { ReferralsPage, metadataFor } from "@/app/_site/referrals/view";
import { SpanishFormWords } from "@/components/form/words-es";

export const metadata = metadataFor("es");

export default function Page() {
  // The form's words in this page's language only (components/form/form-words.ts).
  return (
    <SpanishFormWords>
      <ReferralsPage locale="es" />
    </SpanishFormWords>
  );
}
