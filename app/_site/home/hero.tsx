import { copyFor, type Locale } from "@/content";
import { CallLink } from "@/components/call-link";
import { ConsultationButton } from "@/components/consultation-button";
import { CirclesArt } from "@/components/circles-art";

export function Hero({ locale }: { locale: Locale }) {
  const { home, phones, services } = copyFor(locale);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-3 font-semibold text-accent-700">{home.hero.eyebrow}</p>
          <h1 className="text-4xl sm:text-5xl lg:text-6xl">{home.hero.heading}</h1>
          <p className="mt-5 max-w-2xl text-xl text-ink-muted">{home.hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ConsultationButton locale={locale} className="btn-accent">{home.hero.book}</ConsultationButton>
            <CallLink phone={phones.call} prefix={home.hero.callPrefix} />
          </div>
        </div>
        <CirclesArt className="mx-auto w-full max-w-sm" labels={services.careCircles.map((c) => c.title)} />
      </div>
    </section>
  );
}
