import type { ReactNode } from "react";
import { copyFor, type Locale } from "@/content";
import { fullAddress, site, telHref } from "@/content/site";
import { Icon, type IconName } from "@/components/icon";
import { SpanishSpoken } from "@/components/spanish-spoken";

function Block({ icon, heading, children }: { icon: IconName; heading: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon name={icon} className="mt-1 size-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="text-xl">{heading}</h3>
        {children}
      </div>
    </li>
  );
}

export function ContactDetails({ locale }: { locale: Locale }) {
  const { contact, phones, site: words } = copyFor(locale);
  const d = contact.details;
  return (
    <div>
      <h2 className="text-3xl">{d.heading}</h2>
      <ul className="mt-6 grid gap-6">
        <Block icon="phone" heading={d.phone}>
          <a href={telHref(phones.main)} className="link inline-flex min-h-11 items-center text-xl">
            {phones.main.display}
          </a>
          <SpanishSpoken locale={locale} className="mb-1" />
          <p>
            <a href={telHref(phones.emergency)} className="link inline-flex min-h-11 items-center">
              {phones.emergency.display}
            </a>{" "}
            <span className="text-ink-muted">{phones.emergency.note}</span>
          </p>
        </Block>
        <Block icon="mail" heading={d.email}>
          <a href={`mailto:${site.email}`} className="link inline-flex min-h-11 items-center text-xl">
            {site.email}
          </a>
          <p className="text-ink-muted">{d.emailNote}</p>
        </Block>
        <Block icon="map-pin" heading={d.office}>
          <p>{fullAddress}</p>
        </Block>
        <Block icon="clock" heading={d.hours}>
          <ul>
            {words.hours.map((h) => (
              <li key={h.days}>
                <span className="font-semibold">{h.days}:</span> {h.hours}
              </li>
            ))}
          </ul>
        </Block>
      </ul>
    </div>
  );
}
