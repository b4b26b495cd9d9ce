import { copyFor, type Locale } from "@/content";
import { Section } from "./section";

/** The four steps from the first call to care at home, in order (Home and Services). */
export function HowItWorks({ locale, tone }: { locale: Locale; tone?: "plain" | "warm" | "brand" }) {
  const { howItWorks } = copyFor(locale);
  return (
    <Section id="how-it-works" heading={howItWorks.heading} intro={howItWorks.intro} tone={tone}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.steps.map((step, i) => (
          // Number beside the text and no card on phones (a shorter page), a card with the number above in the four columns of wide screens.
          <li key={step.title} className="flex gap-4 sm:card sm:block">
            {/* The number stays readable to screen readers: Safari drops list semantics from unstyled lists. */}
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white">{i + 1}</span>
            <div>
              <h3 className="text-2xl sm:mt-4">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
