import { copyFor, type Locale } from "@/content";
import { site } from "@/content/site";
import type { ZipArea } from "@/components/form/zip-note";

/**
 * What the referral form gets from its page in the page's language: the service area and its words
 * for the patient's ZIP, and the note on what "Send another referral" keeps.
 */
export function referralFormProps(locale: Locale): { area: ZipArea; keeps: string } {
  const { referrals } = copyFor(locale);
  return { area: { zips: site.serviceArea.zips, words: referrals.patientZip }, keeps: referrals.keeps };
}
