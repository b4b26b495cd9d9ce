import type { ReactNode } from "react";

type Props = {
  id?: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "warm" | "brand";
  children?: ReactNode;
};

const tones = { plain: "bg-surface", warm: "bg-surface-warm", brand: "bg-brand-50" } as const;

/** A page section labelled by its own h2. */
export function Section({ id, heading, intro, tone = "plain", children }: Props) {
  const headingId = `${id ?? slug(heading)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tones[tone]} tabIndex={id ? -1 : undefined}>
      <div className="container-page py-10 sm:py-20">
        <h2 id={headingId} className="max-w-3xl text-3xl sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mt-4 max-w-2xl text-xl text-ink-muted">{intro}</p>}
        {children && <div className="mt-8 sm:mt-10">{children}</div>}
      </div>
    </section>
  );
}

/** An id from a heading: "¿Cómo funciona?" → "como-funciona" (accents dropped, not the letters). */
export function slug(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
