import { copyFor, type Locale } from "@/content";
import { CirclesArt } from "@/components/circles-art";
import { CardGrid } from "@/components/card-grid";

/** "Care That Connects the Circles": the diagram, then what each circle means. */
export function ConnectedCircles({ locale }: { locale: Locale }) {
  const { services: { connectedCircles }, servicesPage } = copyFor(locale);
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
      <figure>
        <CirclesArt className="mx-auto w-full max-w-sm" labels={connectedCircles.map((c) => c.title)} />
        <figcaption className="mt-2 text-center font-semibold text-brand-800">{servicesPage.diagram.centre}</figcaption>
      </figure>
      <CardGrid items={connectedCircles} cols={2} />
    </div>
  );
}
