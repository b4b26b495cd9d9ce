import { Phone as PhoneIcon } from "lucide";
import type { Phone } from "@/content/types";
import { telHref } from "@/content/tel";
import { SvgIcon } from "./svg-icon";

/**
 * A tel: link that reads as "Call (858) 555-0100" and is at least 44 px tall. Its icon and tel: come
 * straight from lucide and content/tel.ts (not the named-icon map or content/site.ts), so the form
 * islands can use it without shipping every icon or the site's facts.
 */
export function CallLink({ phone, prefix, className = "btn-outline" }: { phone: Phone; prefix: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className}>
      <SvgIcon node={PhoneIcon} className="size-5" />
      {/* The number never breaks across lines: read back or dialled, it is one thing. */}
      <span>
        {`${prefix} `}
        <span className="whitespace-nowrap">{phone.display}</span>
      </span>
    </a>
  );
}
