import { copyFor, type Locale } from "@/content";
import { Section } from "./section";
import { SideScrollList, sideScrollItem } from "./side-scroll-list";

/** The four steps from the first call to care at home, in order (About). */
export function HowItWorks({ locale, tone }: { locale: Locale; tone?: "plain" | "warm" | "brand" }) {
  const { howItWorks } = copyFor(locale);
  return (
    <Section id="how-it-works" heading={howItWorks.heading} intro={howItWorks.intro} tone={tone}>
      <SideScrollList ordered label={howItWorks.heading} wide="sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:py-0 sm:[contain:none] lg:grid-cols-4">
        {howItWorks.steps.map((step, i) => (
          // Number beside the text on phones, where the steps scroll sideways in order; above it in the columns of wider screens.
          <li key={step.title} className={`card flex gap-4 sm:block sm:w-auto ${sideScrollItem}`}>
            {/* The number stays readable to screen readers: Safari drops list semantics from unstyled lists. */}
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white">{i + 1}</span>
            <div>
              <h3 className="text-2xl sm:mt-4">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </SideScrollList>
    </Section>
  );
}
