import { contact } from "@/content/contact";
import { fullAddress, site, telHref } from "@/content/site";
import { Icon } from "@/components/icon";

export function ContactDetails() {
  const d = contact.details;
  return (
    <div>
      <h2 className="text-3xl">{d.heading}</h2>
      <dl className="mt-6 grid gap-6">
        <div className="flex gap-4">
          <Icon name="phone" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <dt className="font-bold text-brand-900">{d.phone}</dt>
            <dd>
              <a href={telHref(site.phones.main)} className="link inline-flex min-h-11 items-center text-xl">
                {site.phones.main.display}
              </a>
            </dd>
            <dd>
              <a href={telHref(site.phones.emergency)} className="link inline-flex min-h-11 items-center">
                {site.phones.emergency.display}
              </a>{" "}
              <span className="text-ink-muted">{d.emergencyNote}</span>
            </dd>
          </div>
        </div>
        <div className="flex gap-4">
          <Icon name="mail" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <dt className="font-bold text-brand-900">{d.email}</dt>
            <dd>
              <a href={`mailto:${site.email}`} className="link inline-flex min-h-11 items-center text-xl">
                {site.email}
              </a>
            </dd>
            <dd className="text-ink-muted">{d.emailNote}</dd>
          </div>
        </div>
        <div className="flex gap-4">
          <Icon name="map-pin" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <dt className="font-bold text-brand-900">{d.office}</dt>
            <dd>{fullAddress}</dd>
          </div>
        </div>
        <div className="flex gap-4">
          <Icon name="clock" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <dt className="font-bold text-brand-900">{d.hours}</dt>
            {site.hours.map((h) => (
              <dd key={h.days}>
                <span className="font-semibold">{h.days}:</span> {h.hours}
              </dd>
            ))}
          </div>
        </div>
      </dl>
    </div>
  );
}
