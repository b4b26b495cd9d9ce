/**
 * What the agency's facts file (agency.json, beside this module) must hold. The build checks the
 * file against this schema before anything is built (scripts/check-content.ts), so a wrong value
 * stops the build with the file, the field and the reason; the modules that read the file take its
 * type from here and trust it.
 */
import { z } from "zod";

/** A US number as a person reads it, "(858) 555-0100". */
const phoneDisplay = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Write the number as people read it: "(858) 555-0100".');
/** The same number for tel: links, E.164: "+18585550100". */
const phoneTel = z.string().regex(/^\+1\d{10}$/, 'Write the number for dialling as +1 and ten digits: "+18585550100".');

const phoneLine = z
  .object({ display: phoneDisplay, tel: phoneTel })
  .strict()
  .refine(({ display, tel }) => display.replace(/\D/g, "") === tel.slice(2), {
    message: "The number people read and the number dialled differ: make them the same line.",
    path: ["tel"],
  });

const money = (what: string) => z.number({ error: `${what} must be a number of dollars.` }).positive(`${what} must be more than zero.`);
const wholeHours = (what: string) => z.number().int(`${what} must be whole hours.`).positive(`${what} must be more than zero.`);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write a time of day as 24-hour "HH:MM", e.g. "08:00" or "18:00".');
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const officeDay = z
  .object({ dayOfWeek: z.array(z.enum(DAYS)).min(1), opens: clock.optional(), closes: clock.optional() })
  .strict()
  .refine(({ opens, closes }) => (opens === undefined) === (closes === undefined), {
    message: "Give both an opening and a closing time, or neither (closed that day).",
    path: ["closes"],
  })
  .refine(({ opens, closes }) => !opens || !closes || opens < closes, { message: "The office closes before it opens.", path: ["closes"] });

/** How soon a form is answered: in office hours ("businessHours", "businessDays") or around the clock. */
const replyTime = z
  .object({
    /** The near end of a range ("2 to 3 business days"); the desk counts down to `amount`. */
    from: z.number().int().positive().optional(),
    amount: z.number().int().positive("A reply time must be more than zero."),
    unit: z.enum(["hours", "businessHours", "businessDays"]),
  })
  .strict()
  .refine(({ from, amount }) => from === undefined || from < amount, { message: "A range's first figure must be the smaller.", path: ["from"] });

const zip = z.string().regex(/^\d{5}$/, "A ZIP code is five digits.");

const https = z.url({ protocol: /^https$/, error: "Write a full https:// address." });

export const agencySchema = z
  .object({
    /** Facts the owner still has to confirm (absent: none); `npm run build:deploy` refuses to publish while any is listed. */
    ownerToConfirm: z.array(z.object({ field: z.string().min(1), why: z.string().min(1) }).strict()).optional(),
    name: z.string().min(1),
    legalName: z.string().min(1),
    phones: z.object({ main: phoneLine, referral: phoneLine, emergency: phoneLine }).strict(),
    email: z.email("Write the agency's e-mail address, e.g. care@your-domain."),
    address: z
      .object({
        street: z.string().min(1),
        city: z.string().min(1),
        region: z.string().regex(/^[A-Z]{2}$/, 'The state as two capital letters, "CA".'),
        postalCode: zip,
        country: z.string().regex(/^[A-Z]{2}$/, 'The country as two capital letters, "US".'),
      })
      .strict(),
    licence: z
      .object({ number: z.string().regex(/^\d{9}$/, "A California Home Care Organization licence number is nine digits."), authority: z.string().min(1) })
      .strict(),
    rates: z
      .object({
        currency: z.literal("USD"),
        hourly: money("The hourly rate"),
        minimumVisitHours: wholeHours("The minimum visit"),
        weekendHolidayHourly: money("The weekend and holiday rate"),
        overnight: z.object({ price: money("The overnight price"), hours: wholeHours("An overnight stay") }).strict(),
        liveIn: z.object({ price: money("The live-in price"), per: z.literal("day") }).strict(),
      })
      .strict(),
    payRanges: z.record(
      z.enum(["caregiver", "companion", "nurse", "coordinator"]),
      z
        .object({ min: money("The lowest pay"), max: money("The highest pay"), unit: z.enum(["HOUR", "YEAR"]) })
        .strict()
        .refine(({ min, max }) => min <= max, { message: "The lowest pay is above the highest.", path: ["max"] }),
    ),
    /** What each position's pay and hours are, beyond the range: shown on its card on /careers. */
    jobTerms: z.record(
      z.enum(["caregiver", "companion", "nurse", "coordinator"]),
      z
        .object({
          payFrequency: z.enum(["WEEKLY", "BIWEEKLY", "SEMIMONTHLY", "MONTHLY"]),
          /** Hours a week the agency guarantees; 0 when it guarantees none. */
          guaranteedHoursPerWeek: z.number().int().min(0, "Write 0 when no hours are guaranteed.").max(60),
          /** Driving between clients is paid. */
          mileagePaid: z.boolean(),
          /** An employee on a W-2, not a contractor. */
          w2: z.boolean(),
          /** Speaking Spanish as well as English counts in the applicant's favour. */
          bilingualPlus: z.boolean(),
        })
        .strict(),
    ),
    officeHours: z.array(officeDay).min(1),
    startCare: z
      .object({ fastestHours: wholeHours("The fastest start"), usualHours: wholeHours("The usual start") })
      .strict()
      .refine(({ fastestHours, usualHours }) => fastestHours <= usualHours, { message: "The fastest start is later than the usual one.", path: ["usualHours"] }),
    /** Notice to cancel or move one visit without charge, and to stop care (there is no long-term contract). */
    policies: z.object({ cancelVisitNoticeHours: wholeHours("The notice to cancel a visit"), endServiceNoticeDays: z.number().int().positive("The notice to stop care must be more than zero days.") }).strict(),
    replyWithin: z.object({ referral: replyTime, consultation: replyTime, callback: replyTime, application: replyTime }).strict(),
    /** The shorter reply promised when the answers say care is needed today (a referral marked "Today"). */
    urgentReplyWithin: z.object({ referral: replyTime }).strict(),
    serviceArea: z
      .object({ zips: z.array(z.object({ zip, town: z.string().min(1) }).strict()).min(1) })
      .strict()
      .refine(({ zips }) => new Set(zips.map((z) => z.zip)).size === zips.length, { message: "A ZIP code is listed twice.", path: ["zips"] }),
    booking: z.object({ url: https, host: https, scriptUrl: https }).strict(),
  })
  .strict()
  .refine(({ replyWithin, urgentReplyWithin }) => sameUnitNotLonger(urgentReplyWithin.referral, replyWithin.referral), {
    message: "The urgent referral's reply must be in the same unit as the usual one and not longer.",
    path: ["urgentReplyWithin", "referral"],
  });

/** An urgent reply is a shorter promise of the same kind (hours against hours), never a longer one. */
function sameUnitNotLonger(urgent: { amount: number; unit: string }, usual: { amount: number; unit: string }): boolean {
  return urgent.unit === usual.unit && urgent.amount <= usual.amount;
}

export type Agency = z.infer<typeof agencySchema>;
export type ReplyTime = Agency["replyWithin"]["referral"];
