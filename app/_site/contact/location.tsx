import { copyFor, type Locale } from "@/content";
import { fullAddress, site } from "@/content/site";
import { Icon } from "@/components/icon";
import { SERVICE_AREA_ID } from "@/lib/anchors";

const query = encodeURIComponent(`${site.legalName}, ${fullAddress}`);
const maps = { googleMaps: `https://www.google.com/maps/search/?api=1&query=${query}`, appleMaps: `https://maps.apple.com/?q=${query}` } as const;

/** Address, service area and links that open the visitor's own map app: no third-party embed. */
export function Location({ locale }: { locale: Locale }) {
  const { contact, site: words } = copyFor(locale);
  const mapLinks = (["googleMaps", "appleMaps"] as const).map((key) => ({ label: contact.location[key], href: maps[key] }));
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="card">
        <h3 className="flex items-center gap-2 text-2xl">
          <Icon name="map-pin" className="size-6 text-brand-700" />
          {contact.details.office}
        </h3>
        <p className="mt-3 text-xl">{fullAddress}</p>
        <p className="mt-5 font-bold text-brand-900">{contact.location.directions}</p>
        <ul className="mt-2 flex flex-wrap gap-3">
          {mapLinks.map((m) => (
            <li key={m.label}>
              <a href={m.href} target="_blank" rel="noopener noreferrer" className="btn-outline">
                <Icon name="navigation" className="size-5" />
                {m.label}
                <span className="sr-only"> ({contact.location.mapsNote})</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h3 className="text-2xl">{contact.location.serviceArea}</h3>
        <p className="mt-3 text-xl font-semibold text-brand-800">{words.serviceArea.name}</p>
        <p className="mt-2 text-ink-muted">{words.serviceArea.description}</p>
        <a href={`#${SERVICE_AREA_ID}`} className="link mt-3 inline-flex min-h-11 items-center">
          {contact.location.checkZip}
        </a>
      </div>
    </div>
  );
}
