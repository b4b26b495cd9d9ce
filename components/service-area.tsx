import { serviceAreaCheck as copy } from "@/content/service-area";
import { site, telHref } from "@/content/site";
import { servedTowns } from "@/lib/service-area";
import { Section } from "./section";
import { ZipCheck } from "./zip-check";

export const SERVICE_AREA_ID = "service-area";
const TOWNS_ID = "served-towns";
const phone = site.phones.main;

/** "Do we come to you?": the ZIP check, and the served towns for anyone who would rather read them. */
export function ServiceArea({ tone }: { tone?: "plain" | "warm" | "brand" }) {
  return (
    <Section id={SERVICE_AREA_ID} heading={copy.heading} intro={copy.intro} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2">
        <ZipCheck zips={site.serviceArea.zips} copy={copy} call={{ href: telHref(phone), text: `${copy.call} ${phone.display}` }} townsId={TOWNS_ID} />
        <div id={TOWNS_ID} className="card">
          <h3 className="text-2xl">{copy.townsHeading}</h3>
          {/* A town's name never breaks across lines; the commas are the list's own, for every reader. */}
          <ul className="mt-3 flex flex-wrap gap-x-1.5">
            {servedTowns(site.serviceArea.zips).map((town, i, all) => (
              <li key={town} className="whitespace-nowrap">
                {town}
                {i < all.length - 1 && ","}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
