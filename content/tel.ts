import type { Phone } from "./types";

/** A phone's tel: link. Apart from content/site.ts (which re-exports it) so a client component can use it without the site's facts. */
export const telHref = (phone: Pick<Phone, "tel">) => `tel:${phone.tel}`;
