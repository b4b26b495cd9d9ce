"use client";

import { useRef } from "react";
import { useFormWords } from "@/components/form/form-words";
import type { RememberDetailsState } from "./use-remember-details";

const ID = "rememberDetails";

/**
 * "Remember my details on this computer", with what it keeps said under it, and while details are
 * kept, "Forget my details". The status line is on the page from the start, so what it says next is
 * heard; after forgetting, the focus goes back to the checkbox rather than the vanished button.
 */
export function RememberDetails({ state }: { state: RememberDetailsState }) {
  const words = useFormWords().form.referral.remember;
  const box = useRef<HTMLInputElement>(null);
  const { checked, setChecked, stored, said, forgetNow } = state;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          ref={box}
          id={ID}
          type="checkbox"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          aria-describedby={`${ID}-hint`}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
        />
        <label htmlFor={ID} className="cursor-pointer font-semibold text-ink">
          {words.label}
        </label>
      </div>
      <p id={`${ID}-hint`} className="text-base text-ink-muted">
        {words.hint}
      </p>
      <p role="status" className="text-base">
        {said && words[said]}
      </p>
      {stored && (
        <button
          type="button"
          onClick={() => {
            forgetNow();
            box.current?.focus();
          }}
          className="btn-outline min-h-11 justify-self-start px-4 py-1 text-base"
        >
          {words.forget}
        </button>
      )}
    </div>
  );
}
