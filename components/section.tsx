import type { ReactNode } from "react";

type Props = {
  id?: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "warm" | "brand";
  children?: ReactNode;
};

const tones = { plain: "bg-surface", warm: "bg-surface-warm", brand: "bg-brand-50" } as const;

/**
 * A page section named by its h2's words (a region a screen reader can jump to). By `aria-label`
 * rather than an id for aria-labelledby: the words a second time cost the page's first response a
 * few bytes, an id made from them many more (every page has to fit one round trip). A section with
 * an `id` (an anchor) gives its heading an id too.
 */
export function Section({ id, heading, intro, tone = "plain", children }: Props) {
  return (
    <section id={id} aria-label={heading} className={tones[tone]} tabIndex={id ? -1 : undefined}>
      <div className="container-page py-8 sm:py-20">
        <h2 id={id && `${id}-heading`} className="max-w-3xl text-3xl sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mt-3 max-w-2xl text-xl text-ink-muted sm:mt-4">{intro}</p>}
        {children && <div className="mt-6 sm:mt-10">{children}</div>}
      </div>
    </section>
  );
}

/** An id from a heading: "¿Cómo funciona?" → "como-funciona" (accents dropped, not the letters). */
export function slug(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
