import { copyFor, type Locale } from "@/content";
import { site, telHref } from "@/content/site";
import { fill, servedTowns } from "@/lib/service-area";
import { Section } from "./section";
import { ZipCheck } from "./zip-check";

export const SERVICE_AREA_ID = "service-area";
const TOWNS_ID = "served-towns";
/** "Do we come to you?": the ZIP check, and the served towns for anyone who would rather read them. */
export function ServiceArea({ locale, tone }: { locale: Locale; tone?: "plain" | "warm" | "brand" }) {
  const { serviceAreaCheck: copy, phones } = copyFor(locale);
  const phone = phones.main;
  return (
    <Section id={SERVICE_AREA_ID} heading={copy.heading} intro={copy.intro} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          {/* Without JavaScript the check cannot answer (its form is hidden): the list beside it does. */}
          <p className="hidden text-xl noscript:block">{fill(copy.noScript, { phone: phone.display })}</p>
          <ZipCheck locale={locale} zips={site.serviceArea.zips} copy={copy} call={{ href: telHref(phone), text: `${copy.call} ${phone.display}` }} townsId={TOWNS_ID} />
        </div>
        <div id={TOWNS_ID} className="card">
          <h3 className="text-2xl">{copy.townsHeading}</h3>
          {/* A town's name never breaks across lines; its ZIP codes let a visitor find theirs without the check. */}
          <ul className="mt-3 grid gap-1 sm:grid-cols-2">
            {servedTowns(site.serviceArea.zips).map(({ town, zips }) => (
              <li key={town}>
                <span className="font-semibold whitespace-nowrap">{town}</span> <span className="text-ink-muted">{zips.join(", ")}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
