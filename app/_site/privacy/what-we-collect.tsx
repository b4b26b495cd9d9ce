import { Fragment } from "react";
import type { SiteCopy } from "@/content";
import type { CollectedWords } from "@/content/legal";
import type { FormType } from "@/supabase/functions/_shared/form-types.ts";
import { collectedBy } from "./collected";

/**
 * The policy's "What we collect": for each form, in the order of the words' `forms` (families'
 * forms first), every question it asks as the visitor read it, health answers marked as such.
 */
export function WhatWeCollect({ words, forms }: { words: CollectedWords; forms: SiteCopy["forms"] }) {
  const order = Object.keys(words.forms) as FormType[];
  return (
    <section className="mt-10">
      <h2 className="text-3xl">{words.heading}</h2>
      <p className="mt-4">{words.intro}</p>
      {order.map((type) => (
        <Fragment key={type}>
          <p className="mt-6 font-semibold">{words.forms[type]}</p>
          <ul className="mt-2 list-disc pl-6">
            {collectedBy(forms, type).map((field) => (
              // One text per item: two would cost a comment marker each in the HTML.
              <li key={field.key}>{field.health ? `${field.label} (${words.health})` : field.label}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      {words.paragraphs.map((p) => (
        <p key={p} className="mt-4">
          {p}
        </p>
      ))}
    </section>
  );
}
