import type { ReactNode } from "react";

/** A closing call to action: heading, one line, and its buttons. */
export function CtaBand({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <section aria-label={heading} className="bg-brand-800 text-white">
      <div className="container-page py-10 text-center sm:py-20">
        <h2 className="text-3xl text-white sm:text-4xl">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-xl text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}
