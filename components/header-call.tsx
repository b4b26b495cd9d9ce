import type { Phone } from "@/content/types";
import { telHref } from "@/content/site";
import { Icon } from "./icon";

/**
 * The header's call button below the width where the top bar shows the number (xl). Its name is
 * always its label ("Call") and the main line's number, so the visible word is in it; what shows grows with the room: the phone icon alone under 360 px
 * (logo, call and menu must fit 320 px), then "Call", then the number too from 640 px (1280 px at 200 % zoom), where a phone number must not hide behind a word.
 */
export function HeaderCall({ phone, label }: { phone: Phone; label: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`${label} ${phone.display}`}
      className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-800 xl:hidden"
    >
      <Icon name="phone" className="size-5" />
      <span className="hidden min-[360px]:inline sm:hidden lg:inline">{label}</span>
      <span className="hidden sm:inline">{phone.display}</span>
    </a>
  );
}
