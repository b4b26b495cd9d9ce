import { copyFor, localeHref, type Locale } from "@/content";
import { site, telHref } from "@/content/site";
import { fill } from "@/content/copy";
import { SERVICE_AREA_ID } from "@/lib/anchors";
import { servedTowns } from "@/lib/service-area";
import { Icon } from "./icon";
import { Section } from "./section";
import { ZipCheckIsland } from "./zip-check-island";

const TOWNS_ID = "served-towns";
/** Where the served towns are listed: /contact, whose ServiceArea lists them. */
const TOWNS_PAGE = "/contact";

/**
 * "Do we come to you?": the ZIP check, and the served towns for anyone who would rather read them:
 * listed here, or (`towns="linked"`, Home, whose first response must stay within one round trip)
 * a link to the list on /contact.
 */
export function ServiceArea({ locale, tone, towns = "listed" }: { locale: Locale; tone?: "plain" | "warm" | "brand"; towns?: "listed" | "linked" }) {
  const { serviceAreaCheck: copy, phones, ui } = copyFor(locale);
  const phone = phones.main;
  const townsHref = towns === "listed" ? `#${TOWNS_ID}` : localeHref(locale, `${TOWNS_PAGE}#${TOWNS_ID}`);
  return (
    <Section id={SERVICE_AREA_ID} heading={copy.heading} intro={copy.intro} tone={tone}>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div>
          {/* Without JavaScript the check cannot answer (its form is hidden): the list beside it, or a link away, does. */}
          <p className="hidden text-xl noscript:block">{fill(copy.noScript, { phone: phone.display })}</p>
          <ZipCheckIsland locale={locale} zips={site.serviceArea.zips} copy={copy} call={{ href: telHref(phone), text: `${copy.call} ${phone.display}` }} bookLabel={ui.freeConsultation} townsHref={townsHref} />
        </div>
        {towns === "linked" ? (
          <a href={townsHref} className="link inline-flex min-h-11 items-center self-start text-xl">
            {copy.townsHeading}
          </a>
        ) : (
          <TownList heading={copy.townsHeading} />
        )}
      </div>
    </Section>
  );
}

/**
 * The served towns, closed until asked for (47 ZIP codes are a long read on a phone), with no
 * script: a native disclosure. The check's no-script submit goes to #served-towns, inside it, which opens it.
 */
function TownList({ heading }: { heading: string }) {
  return (
    <details className="group card self-start">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 text-2xl font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
        {heading}
        <Icon name="chevron-down" className="size-6 shrink-0 text-brand-700 group-open:rotate-180" />
      </summary>
      {/* A town's name never breaks across lines; its ZIP codes let a visitor find theirs without the check. */}
      <ul id={TOWNS_ID} className="mt-3 grid gap-1 sm:grid-cols-2">
        {servedTowns(site.serviceArea.zips).map(({ town, zips }) => (
          <li key={town}>
            <span className="font-semibold whitespace-nowrap">{town}</span> <span className="text-ink-muted">{zips.join(", ")}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
