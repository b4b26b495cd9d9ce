import { copyFor, type Locale } from "@/content";
import { CirclesArt } from "@/components/circles-art";
import { FeatureList } from "@/components/feature-list";

/** The site's one "three circles" diagram (Home shows the people of the circles, lib/illustrations.ts): the diagram (from 640 px; on a phone the list says it in less room), then what each circle means. */
export function CareCircles({ locale }: { locale: Locale }) {
  const { services: { careCircles }, servicesPage } = copyFor(locale);
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
      <figure className="hidden sm:block">
        <CirclesArt className="mx-auto w-full max-w-72" labels={careCircles.map((c) => c.title)} />
        <figcaption className="mt-2 text-center font-semibold text-brand-800">{servicesPage.approach.centre}</figcaption>
      </figure>
      <FeatureList items={careCircles} columns={1} />
    </div>
  );
}
