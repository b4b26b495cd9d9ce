import { copyFor, type Locale } from "@/content";
import { site } from "@/content/site";
import { callNowLines } from "@/supabase/functions/_shared/line-now.ts";
import type { ZipArea } from "@/components/form/zip-note";
import type { CallNowCopy } from "./call-now";

/**
 * What the consultation form gets from its page in the page's language: the ZIP check's own words
 * and main line (the same as "Do we come to you?" on this page), and the lines for care needed now.
 */
export function consultationFormProps(locale: Locale): { area: ZipArea; callNow: CallNowCopy } {
  const { contact, phones, ui, serviceAreaCheck: check } = copyFor(locale);
  return {
    area: {
      zips: site.serviceArea.zips,
      words: { served: check.served, outside: check.notServed, outsideNext: check.notServedNext },
      call: { phone: phones.main, prefix: check.call },
    },
    callNow: { words: contact.callNow, lines: callNowLines(phones), prefix: ui.callPrefix },
  };
}
