/**
 * The agency's facts as words may quote them, by slot name ({hourly}, {mainPhone}…; the names are
 * content/schema/words.ts's FACT_SLOTS), formatted for a language: each fact stored once, in the
 * agency's facts file, and said the same way on every page.
 */
import { formatUsd } from "@/lib/money";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import type { Locale } from "./copy";
import { people } from "./people";
import { policies } from "./policies";
import type { FactSlot } from "./schema/words";
import { site } from "./site";

export function factSlots(locale: Locale, serviceArea: string): Record<FactSlot, string | number> {
  const r = site.rates;
  return {
    hourly: formatUsd(r.hourly),
    weekendHourly: formatUsd(r.weekendHolidayHourly),
    minimumVisitHours: r.minimumVisitHours,
    overnightHours: r.overnight.hours,
    overnightPrice: formatUsd(r.overnight.price),
    liveInPrice: formatUsd(r.liveIn.price),
    mainPhone: site.phones.main.display,
    referralPhone: site.phones.referral.display,
    /** The referral line's note, within a sentence ("available 24/7 for urgent referrals"). */
    referralLineNote: intakeCopy[locale].phones.referral.note.toLowerCase(),
    email: site.email,
    licenceNumber: site.licence.number,
    licenceAuthority: site.licence.authority,
    fastestStartHours: policies.startCare.fastestHours,
    usualStartHours: policies.startCare.usualHours,
    cancelNoticeHours: policies.cancelVisitNoticeHours,
    endNoticeDays: policies.endServiceNoticeDays,
    serviceArea,
    /** How soon a consultation request is answered ("24 hours", "24 horas"). */
    consultationReply: intakeCopy[locale].replyWithin.consultation,
    /** How soon an application is answered ("3 business days"). */
    applicationReply: intakeCopy[locale].replyWithin.application,
    agencyName: site.name,
    legalName: site.legalName,
    /** The office's ZIP code: the example the ZIP check gives. */
    officeZip: site.address.postalCode,
    /** The year the agency first served a family, and who runs it (content/people.json). */
    founded: String(people.founded),
    ownerName: people.owner.name,
  };
}
