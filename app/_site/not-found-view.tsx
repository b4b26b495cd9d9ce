import type { Metadata } from "next";
import { HomeLink } from "@/components/home-link";
import { copyFor, type Locale } from "@/content";
import { otherLocale } from "@/content/copy";
import { NotFoundLogger } from "@/components/not-found-logger";

// Next marks the not-found page noindex by itself.
export const metadataFor = (locale: Locale): Metadata => ({ title: copyFor(locale).ui.notFound.heading });

/** The 404 page of a language; it offers the other language's home too (the visitor may be in the wrong one). */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const { ui } = copyFor(locale);
  const other = otherLocale(locale);
  const otherUi = copyFor(other).ui;
  return (
    <div className="container-page py-20 text-center">
      <NotFoundLogger />
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        {ui.notFound.code}
      </p>
      <h1 className="mt-4 text-4xl">
        <span className="sr-only">{ui.notFound.code}: </span>
        {ui.notFound.heading}
      </h1>
      <p className="mt-4 text-xl text-ink-muted">{ui.notFound.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <HomeLink locale={locale} className="btn-primary">{ui.notFound.home}</HomeLink>
        <HomeLink locale={other} lang={other} hrefLang={other} className="btn-outline">
          {otherUi.notFound.otherLanguageHome}
        </HomeLink>
      </div>
    </div>
  );
}
