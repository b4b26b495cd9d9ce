"use client";

import { useEffect } from "react";
import { scrollToSection } from "@/lib/scroll";

type Props = { selectId: string; firstFieldId: string };

/**
 * "Apply" on an open position (a[data-position]) selects that position in the application form,
 * scrolls to the form and puts the caret in its first field, without reloading the page.
 *
 * It lives beside the form, not in it: the form's code comes only once its section is near or
 * reached (./application-island.tsx), and an Apply tap before then must not reload the page. It
 * chooses the position the way a visitor does, with a change event on the select; the scroll to the
 * form brings its code, and the choice stays in the select for the form to take once live.
 */
export function ApplyLinks({ selectId, firstFieldId }: Props) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      // A tap or plain click; a click with a modifier opens the link the browser's way (new tab...).
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-position]");
      const select = document.getElementById(selectId);
      const value = link?.dataset.position;
      if (!link || !(select instanceof HTMLSelectElement) || ![...select.options].some((o) => o.value === value)) return;
      event.preventDefault();
      select.value = value!;
      select.dispatchEvent(new Event("change", { bubbles: true }));
      scrollToSection(link.hash.slice(1));
      document.getElementById(firstFieldId)?.focus({ preventScroll: true });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [selectId, firstFieldId]);
  return null;
}
