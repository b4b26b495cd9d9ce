import { copyFor, localeHref, type Locale } from "@/content";
import { CallButton } from "@/components/call-button";
import { ConsultationButton } from "@/components/consultation-button";
import { Illustration } from "@/components/illustration";
import { Photo } from "@/components/photo";
import { photoFor } from "@/content/photos";

/** Screens narrower than the `sm` breakpoint (640 px). */
const PHONES = "(max-width: 639.98px)";

/**
 * Home's photo on a phone: at the end of the page, where it takes nothing from the first screen, after
 * everything a family came for; lazy, so a phone that never scrolls there need not fetch it.
 */
export async function HeroPhotoOnPhones({ locale }: { locale: Locale }) {
  if (!(await photoFor("hero"))) return null;
  return (
    <div className="container-page py-10 sm:hidden">
      <Photo slot="hero" locale={locale} sizes="calc(100vw - 2rem)" className="rounded-card shadow-sm" />
    </div>
  );
}

export function Hero({ locale }: { locale: Locale }) {
  const { home, phones, ui } = copyFor(locale);
  // The rate and the shortest visit come from the agency's facts, put in when the words were read (content/page-words.ts).
  const price = home.hero.price;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="container-page grid items-center gap-10 py-8 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-3 font-semibold text-accent-700">{home.hero.eyebrow}</p>
          <h1 className="text-[2rem] sm:text-5xl lg:text-6xl">{home.hero.heading}</h1>
          <p className="mt-4 max-w-2xl text-xl text-ink-muted sm:mt-5">{home.hero.text}</p>
          {/* The price families look for first, in the first screen, with the way to the details. */}
          <p className="mt-4 text-xl font-bold text-brand-900 sm:mt-5">{price}</p>
          <a href={localeHref(locale, "/costs")} className="link mt-1 inline-flex min-h-11 items-center">
            {ui.costsLink}
          </a>
          <div className="mt-6 flex flex-wrap gap-x-4 gap-y-3">
            <ConsultationButton locale={locale} action="book" className="btn-accent" />
            <CallButton locale={locale} phone={phones.main} />
          </div>
        </div>
        {/*
          The owner's photo of the agency's people, fetched first; until there is one, the people of
          the three circles. Both from 640 px: on a phone the first screen is the words and the
          buttons, and the photo follows them further down (HeroPhotoOnPhones), loaded as it nears.
        */}
        <div className="hidden sm:block">
          <Photo
            slot="hero"
            locale={locale}
            priority
            notOn={PHONES}
            sizes="(min-width: 1280px) 464px, (min-width: 1024px) 37vw, calc(100vw - 3rem)"
            className="rounded-card shadow-sm"
            fallback={<Illustration name="people.svg" eager notOn={PHONES} className="mx-auto w-full max-w-sm" />}
          />
        </div>
      </div>
    </section>
  );
}
