import { howItWorks } from "@/content/how-it-works";
import { Section } from "./section";

/** The four steps from the first call to care at home, in order (Home and Services). */
export function HowItWorks({ tone }: { tone?: "plain" | "warm" | "brand" }) {
  return (
    <Section id="how-it-works" heading={howItWorks.heading} intro={howItWorks.intro} tone={tone}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.steps.map((step, i) => (
          <li key={step.title} className="card">
            {/* The number stays readable to screen readers: Safari drops list semantics from unstyled lists. */}
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white">{i + 1}</span>
            <h3 className="mt-4 text-2xl">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
