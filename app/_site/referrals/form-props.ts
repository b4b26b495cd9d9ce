import { copyFor, type Locale } from "@/content";
import { site } from "@/content/site";
import type { ZipArea } from "@/components/form/zip-note";

/** What the referral form gets from its page in the page's language: the service area and its words for the patient's ZIP. */
export function referralFormProps(locale: Locale): { area: ZipArea } {
  return { area: { zips: site.serviceArea.zips, words: copyFor(locale).referrals.patientZip } };
}
