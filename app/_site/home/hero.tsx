import Link from "next/link";
import { copyFor, localeHref, type Locale } from "@/content";
import { CallLink } from "@/components/call-link";
import { ConsultationButton } from "@/components/consultation-button";
import { CirclesArt } from "@/components/circles-art";

export function Hero({ locale }: { locale: Locale }) {
  const { home, phones, services, ui } = copyFor(locale);
  // The rate and the shortest visit come from the agency's facts, put in when the words were read (content/page-words.ts).
  const price = home.hero.price;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="container-page grid items-center gap-10 py-10 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-3 font-semibold text-accent-700">{home.hero.eyebrow}</p>
          <h1 className="text-[2rem] sm:text-5xl lg:text-6xl">{home.hero.heading}</h1>
          <p className="mt-4 max-w-2xl text-xl text-ink-muted sm:mt-5">{home.hero.text}</p>
          {/* The price families look for first, in the first screen, with the way to the details. */}
          <p className="mt-4 text-xl font-bold text-brand-900 sm:mt-5">{price}</p>
          <Link href={localeHref(locale, "/costs")} className="link mt-1 inline-flex min-h-11 items-center">
            {ui.costsLink}
          </Link>
          <div className="mt-6 flex flex-wrap gap-4">
            <ConsultationButton locale={locale} className="btn-accent" />
            <CallLink phone={phones.main} prefix={ui.callPrefix} />
          </div>
        </div>
        <CirclesArt className="mx-auto hidden w-full max-w-sm sm:block" labels={services.careCircles.map((c) => c.title)} />
      </div>
    </section>
  );
}
