import type { Metadata } from "next";
import { HomeLink } from "@/components/home-link";
import { ui } from "@/content/navigation";
import { NotFoundLogger } from "@/components/not-found-logger";

// Next marks the not-found page noindex by itself.
export const metadata: Metadata = { title: ui.notFound.heading };

export default function NotFound() {
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
      <HomeLink className="btn-primary mt-8">{ui.notFound.home}</HomeLink>
    </div>
  );
}
