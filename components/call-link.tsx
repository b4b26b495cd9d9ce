import type { Phone } from "@/content/types";
import { telHref } from "@/content/site";
import { Icon } from "./icon";

/** A tel: link that reads as "Call (858) 555-0100" and is at least 44 px tall. */
export function CallLink({ phone, prefix, className = "btn-outline" }: { phone: Phone; prefix: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className}>
      <Icon name="phone" className="size-5" />
      <span>
        {prefix} {phone.display}
      </span>
    </a>
  );
}
