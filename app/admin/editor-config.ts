/**
 * The content editor's configuration (Sveltia CMS), served as /admin/config.yml
 * (app/admin/config.yml/route.ts). It is written here rather than as a YAML file so that the type
 * checker holds it to Sveltia's published types and the test (editor-config.test.ts) can compare
 * it with the content schemas (content/schema/index.ts) field by field.
 *
 * Two kinds of data file:
 * - words, one file per language, `content/<name>.<language>.json` with the same keys (i18n
 *   structure `multiple_files`): every field is translated and required in both languages, so the
 *   editor shows English and Spanish side by side and will not save one without the other. The
 *   fields that read the same in every language (the schema registry's `facts`: ids, names,
 *   ratings…) are edited once and copied to the other language (`i18n: duplicate`), which keeps
 *   the items of a list paired by their id.
 * - facts with no language (phones, rates, hours, ZIP codes): plain JSON, no i18n.
 */
import type { CmsConfig, CollectionFile, Field, FileCollection } from "@sveltia/cms";
import type { z } from "zod";
import { ICON_NAMES } from "@/content/icon-names";
import englishFormWords from "@/supabase/functions/_shared/content/forms.en.json" with { type: "json" };
import { formWordsSchema } from "@/supabase/functions/_shared/content/forms-schema.ts";
import { PAGES } from "@/content/pages/index.ts";
import { PAGE_ENGLISH, translations } from "@/content/schema/index.ts";
import { PAGE_FACTS } from "@/content/schema/pages.ts";
import englishIntakeWords from "@/supabase/functions/_shared/content/intake.en.json" with { type: "json" };
import agencyEmailWords from "@/supabase/functions/_shared/content/agency-email.json" with { type: "json" };
import { agencyEmailSchema } from "@/supabase/functions/_shared/content/agency-email-schema.ts";
import { intakeWordsSchema } from "@/supabase/functions/_shared/content/intake-schema.ts";
import { EDITOR } from "@/lib/routes.mjs";

/**
 * THE OWNER SETS THESE TWO: the site's repository on GitHub ("owner/name") and the branch the
 * site is published from. Only the GitHub sign-in uses them; "Work with Local Repository" edits
 * the folder you pick on your own computer (docs/deploy.md, "Editing the content").
 */
export const GITHUB_REPO = "your-github-user/vitalhealth-site";
export const GITHUB_BRANCH = "main";
/**
 * AND, FOR "SIGN IN WITH GITHUB" (rather than a personal access token), the address of the sign-in
 * service the owner deploys (Sveltia CMS Authenticator, a Cloudflare Worker), e.g.
 * "https://sveltia-cms-auth.<subdomain>.workers.dev". Left unset, Sveltia uses Netlify's, which
 * works only for a site hosted on Netlify with GitHub connected there.
 */
export const GITHUB_AUTH_URL: string | undefined = undefined;

export const LOCALES = ["en", "es"] as const;

type Extra = Partial<Record<string, unknown>>;
/** A one-line text field, required unless said otherwise. */
const line = (name: string, label: string, extra: Extra = {}): Field => ({ name, label, widget: "string", required: true, ...extra }) as Field;
const number = (name: string, label: string, extra: Extra = {}): Field => ({ name, label, widget: "number", value_type: "float", required: true, ...extra }) as Field;
const whole = (name: string, label: string, extra: Extra = {}): Field => number(name, label, { value_type: "int", min: 1, ...extra });
const group = (name: string, label: string, fields: Field[], extra: Extra = {}): Field => ({ name, label, widget: "object", required: true, fields, ...extra }) as Field;
const list = (name: string, label: string, fields: Field[], extra: Extra = {}): Field => ({ name, label, widget: "list", required: true, fields, ...extra }) as Field;
const choice = (name: string, label: string, options: readonly string[], extra: Extra = {}): Field => ({ name, label, widget: "select", required: true, options: [...options], ...extra }) as Field;
/** A value the schema allows only one of: kept in the file, not shown. */
const fixed = (name: string, value: string): Field => ({ name, widget: "hidden", default: value }) as Field;
const date = (name: string, label: string, extra: Extra = {}): Field => ({ name, label, widget: "datetime", type: "date", format: "YYYY-MM-DD", required: true, ...extra }) as Field;

// The editor's own checks, so a mistake is shown beside the field before saving (the build checks
// the file against the schema again).
const PHONE = ["^\\(\\d{3}\\) \\d{3}-\\d{4}$", 'As people read it: "(858) 555-0100".'];
const TEL = ["^\\+1\\d{10}$", 'For dialling: +1 and ten digits, "+18585550100".'];
const CLOCK = ["^([01]\\d|2[0-3]):[0-5]\\d$", 'A 24-hour time, "08:00" or "18:00".'];
const ZIP = ["^\\d{5}$", "Five digits."];
const HTTPS = ["^https://", "A full https:// address."];

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const phoneLine = (name: string, label: string) => group(name, label, [line("display", "As people read it", { pattern: PHONE }), line("tel", "For dialling", { pattern: TEL })]);
const replyTime = (name: string, label: string) =>
  group(name, label, [
    whole("from", "From (the near end of a range, or empty)", { required: false }),
    whole("amount", "Within"),
    choice("unit", "Unit", ["hours", "businessHours", "businessDays"]),
  ]);
const yes = (name: string, label: string): Field => ({ name, label, widget: "boolean", required: true }) as Field;
const jobTerms = (name: string, label: string) =>
  group(name, label, [
    choice("payFrequency", "Paid", ["WEEKLY", "BIWEEKLY", "SEMIMONTHLY", "MONTHLY"]),
    whole("guaranteedHoursPerWeek", "Hours a week guaranteed (0 for none)", { min: 0, max: 60 }),
    yes("mileagePaid", "Mileage paid between clients"),
    yes("w2", "A W-2 employee (not a contractor)"),
    yes("bilingualPlus", "English and Spanish a plus"),
  ]);
const pay = (name: string, label: string) => group(name, label, [number("min", "Lowest (dollars)"), number("max", "Highest (dollars)"), choice("unit", "Per", ["HOUR", "YEAR"])]);

/**
 * Keys of a file that the editor does not show and keeps as they are (Sveltia writes back the keys
 * it has no field for), by path ("home[].consent": in every item of the list `home`). None now:
 * every value the schemas allow to be empty may also be left out (absent meaning none), which is
 * what Sveltia writes for an empty optional field.
 */
export const KEPT_AS_IS: Readonly<Record<string, readonly string[]>> = {};

/**
 * The facts of a file the owner still has to confirm: each removed once confirmed, and the site
 * cannot be published for launch while any is listed (`npm run build:deploy`).
 */
const toConfirm = (): Field =>
  list("ownerToConfirm", "Still to confirm before launch", [line("field", "Which fact"), ({ name: "why", label: "What to check", widget: "text", required: true }) as Field], {
    required: false,
    hint: "Remove an item once you have checked the fact: the site cannot go live while any is listed.",
  });

/** The agency's facts, which the site and the form function's e-mails read. */
const agency: CollectionFile = {
  name: "agency",
  label: "Agency facts",
  file: "supabase/functions/_shared/content/agency.json",
  fields: [
    toConfirm(),
    line("name", "Name"),
    line("legalName", "Legal name"),
    group("phones", "Phone lines", [phoneLine("main", "Main line"), phoneLine("referral", "Referrals"), phoneLine("emergency", "Emergencies")]),
    line("email", "E-mail"),
    group("address", "Address", [
      line("street", "Street"),
      line("city", "City"),
      line("region", "State", { pattern: ["^[A-Z]{2}$", 'Two capital letters, "CA".'] }),
      line("postalCode", "ZIP code", { pattern: ZIP }),
      line("country", "Country", { pattern: ["^[A-Z]{2}$", 'Two capital letters, "US".'] }),
    ]),
    group("licence", "Licence", [line("number", "Number", { pattern: ["^\\d{9}$", "Nine digits."] }), line("authority", "Issued by")]),
    group("rates", "Rates", [
      fixed("currency", "USD"),
      number("hourly", "Hourly (dollars)"),
      whole("minimumVisitHours", "Shortest visit (hours)"),
      number("weekendHolidayHourly", "Weekends and holidays, hourly (dollars)"),
      group("overnight", "Overnight", [number("price", "Price (dollars)"), whole("hours", "Hours")]),
      group("liveIn", "Live-in", [number("price", "Price per day (dollars)"), fixed("per", "day")]),
    ]),
    group("payRanges", "Pay ranges", [pay("caregiver", "Caregiver"), pay("companion", "Companion"), pay("nurse", "Nurse"), pay("coordinator", "Care coordinator")]),
    group("jobTerms", "Each position's terms", [jobTerms("caregiver", "Caregiver"), jobTerms("companion", "Companion"), jobTerms("nurse", "Nurse"), jobTerms("coordinator", "Care coordinator")]),
    list("officeHours", "Office hours", [
      choice("dayOfWeek", "Days", DAYS, { multiple: true, min: 1 }),
      line("opens", "Opens (empty when closed)", { required: false, pattern: CLOCK }),
      line("closes", "Closes (empty when closed)", { required: false, pattern: CLOCK }),
    ]),
    group("startCare", "How soon care can start", [whole("fastestHours", "Fastest (hours)"), whole("usualHours", "Usually (hours)")]),
    group("policies", "Notice", [whole("cancelVisitNoticeHours", "To cancel a visit (hours)"), whole("endServiceNoticeDays", "To stop care (days)")]),
    group("replyWithin", "How soon each form is answered", [replyTime("referral", "Referral"), replyTime("consultation", "Consultation"), replyTime("callback", "Call-back"), replyTime("application", "Job application")]),
    group("urgentReplyWithin", "How soon an urgent form is answered", [replyTime("referral", "Referral for care needed today (shorter than the usual referral's, same unit)")]),
    group("serviceArea", "Service area", [list("zips", "ZIP codes", [line("zip", "ZIP code", { pattern: ZIP }), line("town", "Town or neighbourhood")])]),
    group("booking", "Booking calendar", [line("url", "Booking page", { pattern: HTTPS }), line("host", "Calendar host", { pattern: HTTPS }), line("scriptUrl", "Calendar script", { pattern: HTTPS })]),
  ],
};

const ID = ["^[a-z0-9-]+$", "Lower-case letters, digits and dashes."];
const id = (extra: Extra = {}) => line("id", "Id", { pattern: ID, hint: "Pairs this item with the same one in the other language and in the facts: keep it as it is.", ...extra });
const paragraph = (name: string, label: string, extra: Extra = {}): Field => ({ name, label, widget: "text", required: true, ...extra }) as Field;
/** A list of paragraphs or lines (each item one text). */
const texts = (name: string, label: string, extra: Extra = {}): Field => ({ name, label, widget: "list", required: true, field: { name: "text", label: "Text", widget: "text", required: true }, ...extra }) as Field;
const SLOTS_HINT = "Write {hourly}, {mainPhone}… where a fact of the agency goes: the site fills it in.";
const headed = (name: string, label: string, more: Field[] = []) => group(name, label, [line("heading", "Heading"), paragraph("intro", "Introduction"), ...more]);

/** The costs page's facts: schedules, the survey's figures and their sources, official links. */
const costFacts: CollectionFile = {
  name: "costs-facts",
  label: "Costs: schedules, figures, sources",
  file: "content/costs.json",
  fields: [
    toConfirm(),
    list("schedules", "Example schedules", [id(), whole("hoursPerDay", "Hours a day", { max: 24 }), whole("daysPerWeek", "Days a week", { max: 7 })], { min: 1 }),
    group("survey", "The survey's hours", [whole("hoursPerWeek", "Hours a week"), whole("weeksPerYear", "Weeks a year", { max: 53 })]),
    list("sources", "Sources", [id(), line("url", "Address", { pattern: HTTPS }), whole("year", "Year published", { min: 2000, max: 2100 })], { min: 1 }),
    list("figures", "Published figures", [id(), number("amount", "Amount (dollars)"), choice("period", "Per", ["hour", "year"]), line("source", "Source (its id)", { pattern: ID })], { min: 1 }),
    list("payerLinks", "Official links about who pays", [id(), line("href", "Address", { pattern: HTTPS })]),
  ],
};

/** The services' facts: each one's anchor id and icon, the cards' icons. */
const withIcon = (name: string, label: string) => list(name, label, [id(), choice("icon", "Icon", ICON_NAMES)], { min: 1 });
const serviceFacts: CollectionFile = {
  name: "services-facts",
  label: "Services: anchors and icons",
  file: "content/services.json",
  fields: [
    toConfirm(),
    list("services", "Services", [id(), choice("icon", "Icon", ICON_NAMES), yes("teaser", "A card on Home (the others are named in a line)")], { min: 1 }),
    withIcon("careCircles", "Whole-person care circles"),
    withIcon("careFeatures", "Care features"),
    withIcon("connectedCircles", "Circles the care connects"),
  ],
};

/** Every field translated, but those the registry calls facts (the same in every language), copied. */
const inLanguages = (field: Field, facts: readonly string[] = []): Field => {
  const f = field as Field & { fields?: Field[]; field?: Field };
  if (facts.includes(f.name)) return { ...f, i18n: "duplicate" } as Field;
  return {
    ...f,
    i18n: true,
    ...(f.fields ? { fields: f.fields.map((c) => inLanguages(c, facts)) } : {}),
    ...(f.field ? { field: inLanguages(f.field, facts) } : {}),
  } as Field;
};

const costWords: CollectionFile = {
  name: "costs",
  label: "Costs page",
  file: "content/costs.{{locale}}.json",
  i18n: true,
  fields: [
    group("meta", "Search result", [line("title", "Title"), paragraph("description", "Description")]),
    group("hero", "Top of the page", [line("heading", "Heading"), paragraph("text", "Text", { hint: SLOTS_HINT })]),
    headed("rates", "Rates", [
      list("items", "Rates", [
        choice("id", "Which rate", ["weekday", "minimumVisit", "weekend", "overnight", "liveIn"]),
        line("label", "Label"),
        line("value", "Value", { hint: SLOTS_HINT }),
        line("note", "Note", { required: false }),
      ]),
    ]),
    headed("schedules", "Schedules", [
      line("caption", "Table caption"),
      group("columns", "Column headings", [line("schedule", "Schedule"), line("weekly", "Weekly"), line("monthly", "Monthly")]),
      line("hoursPerWeek", "Hours a week"),
      line("roundTheClock", "Round the clock"),
      line("liveIn", "Live-in"),
      paragraph("liveInNote", "Live-in note"),
      line("howHeading", "How it is worked out: heading"),
      texts("how", "How it is worked out", { min: 1 }),
    ]),
    headed("estimator", "Estimator", [paragraph("noScript", "Without JavaScript")]),
    headed("compare", "How the cost compares", [
      group("perHour", "Per hour", [
        line("caption", "Table caption"),
        group("columns", "Column headings", [line("what", "What"), line("hourly", "Hourly")]),
        line("ours", "Ours"),
        line("figure", "Figure"),
        paragraph("note", "Note"),
      ]),
      line("hourly", "Hourly"),
      line("source", "Source"),
      list("figures", "Figures", [id(), line("area", "Area"), line("service", "Service"), line("per", "Per"), line("basis", "Basis")], { min: 1 }),
      list("sources", "Sources", [id(), line("name", "Name")], { min: 1 }),
    ]),
    headed("payers", "Who pays", [
      list(
        "items",
        "Payers",
        [
          id(),
          line("title", "Title"),
          line("answer", "Short answer", { required: false }),
          paragraph("text", "Text", { hint: SLOTS_HINT }),
          list("links", "Official links (their addresses are in the costs facts, by id)", [id(), line("label", "Label")], { required: false }),
        ],
        { min: 1 },
      ),
    ]),
    group("cta", "Call to action", [line("heading", "Heading"), paragraph("text", "Text")]),
  ].map((f) => inLanguages(f, ["id"])),
};

const FAQ_FACTS = ["id", "href", "official"];
const faqWords: CollectionFile = {
  name: "faq",
  label: "FAQ",
  file: "content/faq.{{locale}}.json",
  i18n: true,
  fields: [
    group("meta", "Search result", [line("title", "Title"), paragraph("description", "Description")]),
    group("hero", "Top of the page", [line("heading", "Heading"), paragraph("text", "Text")]),
    list(
      "groups",
      "Groups of questions",
      [
        id(),
        line("heading", "Heading"),
        list(
          "items",
          "Questions",
          [
            id(),
            line("question", "Question"),
            texts("answer", "Answer (paragraphs)", { min: 1, hint: SLOTS_HINT }),
            // A page of the site (label and address) or an official source by name: one or the other.
            group("link", "Link (optional)", [line("label", "Label (with an address)", { required: false }), line("href", "Page of the site, e.g. /costs", { required: false }), line("official", "Or an official source's name, e.g. medicareHomeHealth", { required: false })], { required: false }),
          ],
          { min: 1 },
        ),
      ],
      { min: 1 },
    ),
    group("closing", "End of the page", [line("heading", "Heading"), paragraph("text", "Text")]),
  ].map((f) => inLanguages(f, FAQ_FACTS)),
};

const card = (more: Field[] = []) => [id(), line("title", "Title"), paragraph("description", "Description"), ...more];
const serviceWords: CollectionFile = {
  name: "services",
  label: "Services",
  file: "content/services.{{locale}}.json",
  i18n: true,
  fields: [
    list("services", "Services", card([texts("features", "What it includes", { min: 1 })]), { min: 1 }),
    list("careCircles", "Whole-person care circles", card(), { min: 1 }),
    list("careFeatures", "Care features", card(), { min: 1 }),
    list("connectedCircles", "Circles the care connects", card(), { min: 1 }),
  ].map((f) => inLanguages(f, ["id"])),
};

/** Translated (`i18n: true`): different in each language. */
const words = (field: Field): Field => ({ ...field, i18n: true }) as Field;
/** The same in every language: edited once, copied to the other. */
const same = (field: Field): Field => ({ ...field, i18n: "duplicate" }) as Field;

const testimonial: Field[] = [
  same(line("id", "Id", { hint: "Pairs the English and Spanish of one testimonial: lower-case letters, digits and dashes.", pattern: ["^[a-z0-9-]+$", "Lower-case letters, digits and dashes."] })),
  same(line("name", "Name, as the client agreed to be named")),
  words(line("role", "Who they are to the client")),
  words({ name: "quote", label: "Their words", widget: "text", required: true } as Field),
  same(whole("rating", "Stars", { min: 1, max: 5 })),
  // One object with a choice of kind rather than Sveltia's variable types, whose names cannot hold
  // a dot ("caring.com"): the address and the date are asked for every kind, and the build's
  // content check says which kind needs which.
  same(
    group("source", "Where it was given", [
      choice("kind", "Where", ["placeholder", "direct", "google", "caring.com", "yelp", "facebook"], {
        hint: "placeholder: words not from a client (cannot go live); direct: given to the agency; otherwise the review site.",
      }),
      line("url", "The review's address (review sites only)", { required: false, pattern: HTTPS }),
      date("date", "Date given (all but placeholder)", { required: false }),
    ]),
  ),
  same(
    group("consent", "Written consent to publish (a real client's words need it)", [date("date", "Date of the consent"), line("record", "Where the signed consent is kept")], {
      required: false,
    }),
  ),
];

const testimonials: CollectionFile = {
  name: "testimonials",
  label: "Testimonials",
  file: "content/testimonials.{{locale}}.json",
  i18n: true,
  fields: [
    words(list("home", "On Home", testimonial, { min: 1 })),
    words(list("why", "On Why VitalHealth", testimonial, { min: 1 })),
    words(list("services", "At the end of Services", testimonial, { min: 1 })),
  ],
};

/** "referrerOrganization" as a person reads it: "Referrer organization". */
const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z0-9])/g, "$1 $2").replace(/-/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const FORM_SECTIONS: Record<string, string> = {
  requiredMark: "Mark on a required field",
  requiredNote: "Note on the required mark",
  errorPrefix: "Before an error message",
  submitting: "Button while sending",
  choose: "A list's first, empty choice",
  honeypotLabel: "The hidden anti-spam field (read by screen readers only if shown)",
  toasts: "Messages after sending",
  confirmation: "After sending: the panel",
  phones: "Phone lines' names",
  replyTimes: "Reply times: units and ranges",
  document: "The referral's document",
  acknowledgedLabels: "Answers the confirmation e-mail repeats",
  options: "Choices in the lists, by code",
  validation: "Messages beside a field to correct",
  required: "A required field left empty",
  acknowledgment: "The confirmation e-mail to the sender",
  statusEmail: "The e-mail when a request's status changes",
  notices: "By status",
  fieldLabels: "Each answer's label",
  forms: "Each form: heading and subject",
  inSubject: "In a subject: {date}, {label}",
  languageNotices: "When the sender wrote in another language",
  answers: "Messages when a form cannot be sent",
  referral: "Referral form",
  consultation: "Consultation form",
  callback: "Call-back request",
  application: "Job application",
};
const SLOT_WORDS = "Words in {braces} are filled in by the site (a reply time, a size, a name): keep them as they are.";
/**
 * The forms' words, field by field as their schema (forms-schema.ts) describes them: every field
 * is words, required in both languages; longer English texts get a paragraph box. Labels come from
 * the keys, as the forms name them.
 */
function formFieldsOf(schema: z.ZodType, english: unknown, name: string, label: string): Field {
  type Def = { type: string; format?: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; in?: z.ZodType; innerType?: z.ZodType; entries?: Record<string, string> };
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === "optional") return { ...formFieldsOf(def.innerType!, english, name, label), required: false } as Field;
  if (def.type === "object") {
    const values = (english ?? {}) as Record<string, unknown>;
    return group(name, label, Object.entries(def.shape!).map(([key, child]) => formFieldsOf(child, values[key], key, FORM_SECTIONS[key] ?? humanize(key))));
  }
  if (def.type === "array") {
    const items = Array.isArray(english) ? english : [];
    const item = (def.element as unknown as { _zod: { def: Def } })._zod.def;
    if (item.type !== "object") return texts(name, label, { min: 1 });
    // An item's sample words: the first item that has each field.
    const sample = Object.fromEntries(Object.keys(item.shape!).map((k) => [k, items.find((i) => i && typeof i === "object" && k in i)?.[k]]));
    return list(name, label, groupFieldsOf(def.element!, sample), { min: 1 });
  }
  if (def.type === "enum") return choice(name, label, Object.values(def.entries!));
  // A date or an address (a fact): one line, whatever its length.
  if (def.type === "string" && def.format) return def.format === "date" ? date(name, label) : line(name, label);
  if (def.type === "pipe") return formFieldsOf(def.in!, english, name, label);
  return typeof english === "string" && (english.length > 70 || english.includes("{")) ? paragraph(name, label, english.includes("{") ? { hint: SLOT_WORDS } : {}) : line(name, label);
}
/** The fields of a group (a whole file, a list's item) as its schema describes them. */
const groupFieldsOf = (schema: z.ZodType, english: unknown): Field[] => (formFieldsOf(schema, english, "", "") as Field & { fields: Field[] }).fields;
/** A file of the forms' words, every field in both languages. */
const formWordsFile = (name: string, label: string, file: string, schema: z.ZodType, english: unknown): CollectionFile => ({
  name,
  label,
  file,
  i18n: true,
  fields: groupFieldsOf(schema, english).map((f) => inLanguages(f)),
});
const formWords = formWordsFile("forms", "Forms: what they show", "supabase/functions/_shared/content/forms.{{locale}}.json", formWordsSchema, englishFormWords);
/** The agency's own e-mail: English only (the agency reads English whatever the sender wrote in). */
const agencyEmail: CollectionFile = {
  name: "agency-email",
  label: "The agency's e-mail (English)",
  file: "supabase/functions/_shared/content/agency-email.json",
  fields: groupFieldsOf(agencyEmailSchema, agencyEmailWords),
};
/** A page whose words are data (content/pages/): its fields as its English file has them, icons and links copied to the other language. */
const pageWords = (page: (typeof PAGES)[number]): CollectionFile => {
  const words = translations.find((t) => t.files[0] === `content/pages/${page}.en.json`)!;
  return {
    name: `page-${page}`,
    label: `Page: ${humanize(page)}`,
    file: `content/pages/${page}.{{locale}}.json`,
    i18n: true,
    fields: groupFieldsOf(words.schema, PAGE_ENGLISH[page]).map((f) => inLanguages(f, PAGE_FACTS)),
  };
};
const intakeWords = formWordsFile("intake", "Forms: messages and e-mails", "supabase/functions/_shared/content/intake.{{locale}}.json", intakeWordsSchema, englishIntakeWords);

/** The Spanish glossary: each term in both languages in one file, for translators. */
const glossaryFile: CollectionFile = {
  name: "glossary",
  label: "Spanish glossary (for translators)",
  file: "content/glossary.json",
  fields: [
    list("terms", "Terms", [
      line("en", "English"),
      line("es", "Spanish"),
      texts("avoid", "Words not to use instead", { required: false, min: 0 }),
      paragraph("note", "Note", { required: false }),
    ]),
  ],
};

/** Both languages of one text, side by side (in a facts file). */
const inBoth = (name: string, label: string) => group(name, label, [line("en", "English"), line("es", "Spanish")]);

/** Who runs the agency, shown on /about. */
const peopleFile: CollectionFile = {
  name: "people",
  label: "People: the owner and the care team",
  file: "content/people.json",
  fields: [
    toConfirm(),
    whole("founded", "Year founded", { min: 1900, max: 2100 }),
    group("owner", "Owner", [line("name", "Name"), inBoth("title", "Title")]),
    list("team", "Care team", [line("id", "Id (its photo's place is team-<id>)", { pattern: ID }), line("name", "Name"), inBoth("role", "Role")], { required: false }),
  ],
};

/** The owner's photos: the file, where it goes, and what it shows in both languages. */
const photosFile: CollectionFile = {
  name: "photos",
  label: "Photos",
  file: "content/photos/photos.json",
  fields: [
    list("photos", "Photos", [
      line("slot", "Where it goes: hero, owner, office, caregivers, or team-<id>", { pattern: ["^(hero|owner|office|caregivers|team-[a-z0-9-]+)$", "hero, owner, office, caregivers, or team- and a team member's id."] }),
      { name: "file", label: "Photo", widget: "image", required: true, media_folder: "/content/photos", public_folder: "" } as Field,
      group("alt", "What it shows, for people who cannot see it", [line("en", "English"), line("es", "Spanish")]),
    ], { required: false }),
  ],
};

/** Review profiles' ratings, as read on each site. */
const reviewsFile: CollectionFile = {
  name: "reviews",
  label: "Review ratings (Google, Caring.com…)",
  file: "content/reviews.json",
  fields: [
    toConfirm(),
    list("profiles", "Profiles", [
      choice("site", "Site", ["google", "caring.com", "yelp", "facebook"]),
      line("url", "The profile's address, where families read the reviews", { pattern: HTTPS }),
      number("rating", "Rating shown there (1 to 5)", { min: 1, max: 5 }),
      whole("count", "How many reviews"),
      date("asOf", "The day you read them"),
    ], { required: false }),
  ],
};

const wordsCollection: FileCollection = {
  name: "words",
  label: "Words",
  description: "What the site says, in English and in Spanish: each file shows both side by side.",
  format: "json",
  i18n: true,
  // No preview pane: on a computer the editor then shows the other language beside the first.
  editor: { preview: false },
  files: [testimonials, serviceWords, costWords, faqWords, formWords, intakeWords, ...PAGES.map(pageWords)],
};

const factsCollection: FileCollection = {
  name: "facts",
  label: "Facts",
  description: "What is the same in every language: phones, address, rates, pay, office hours, ZIP codes; the agency's own e-mail, which is in English whatever the sender wrote in; and the Spanish glossary, both languages side by side in each term.",
  format: "json",
  // A preview of data is the form again: the whole width goes to the fields.
  editor: { preview: false },
  files: [agency, peopleFile, photosFile, reviewsFile, serviceFacts, costFacts, agencyEmail, glossaryFile],
};

export const editorConfig: CmsConfig = {
  backend: { name: "github", repo: GITHUB_REPO, branch: GITHUB_BRANCH, ...(GITHUB_AUTH_URL ? { base_url: GITHUB_AUTH_URL } : {}) },
  app_title: "VitalHealth content editor",
  // Uploaded images would go here; no collection has an image field yet.
  media_folder: "public/images/uploads",
  public_folder: "/images/uploads",
  i18n: { structure: "multiple_files", locales: [...LOCALES], default_locale: "en" },
  // An optional field left empty is left out of the file, as the schemas expect (no "").
  output: { omit_empty_optional_fields: true },
  collections: [wordsCollection, factsCollection],
};

/**
 * The file Sveltia fetches: JSON is YAML too (a YAML 1.2 parser reads it as it is), with a comment
 * on where it comes from.
 */
export function editorConfigYaml(config: CmsConfig = editorConfig): string {
  return `# Generated from app/admin/editor-config.ts at build time; edit that file, not this one.\n# Served at ${EDITOR.config}.\n${JSON.stringify(config, null, 2)}\n`;
}
