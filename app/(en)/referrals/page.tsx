import { ReferralsPage, metadataFor } from "@/app/_site/referrals/view";
import { EnglishFormWords } from "@/components/form/words-en";

export const metadata = metadataFor("en");

export default function Page() {
  // The form's words in this page's language only (components/form/form-words.ts).
  return (
    <EnglishFormWords>
      <ReferralsPage locale="en" />
    </EnglishFormWords>
  );
}
